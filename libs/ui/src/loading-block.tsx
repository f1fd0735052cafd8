import Spinner from 'react-bootstrap/Spinner';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from './i18n/intl-or-default';

const messages = defineMessages({
  loading: { id: 'ui.loadingBlock.label', defaultMessage: 'Loading…' },
});

export interface LoadingBlockProps {
  /** What a screen reader hears ('Loading…' in the page's language unless given); the spinner carries the status role. */
  label?: string;
  size?: 'sm';
  /** Classes of the block around the spinner (of the spinner itself when inline). */
  className?: string;
  /** Only the spinner, to sit in a line of text or a centred column. */
  inline?: boolean;
}

/** The spinner a screen, a section or a button row shows while its data loads. */
export function LoadingBlock({ label, size, className, inline = false }: LoadingBlockProps) {
  const intl = useIntlOrDefault();
  const spinner = (
    <Spinner animation="border" size={size} role="status" className={inline ? className : undefined}>
      <span className="visually-hidden">{label ?? intl.formatMessage(messages.loading)}</span>
    </Spinner>
  );
  return inline ? spinner : <div className={className ?? 'text-center py-5'}>{spinner}</div>;
}
