import { useIntl } from 'react-intl';
import { ResponsiveImage } from '@market/ui';

/** A round picture, or the first letter of the name when there is none. */
export function Avatar({
  src,
  name,
  size = 96,
}: {
  src?: string | null;
  name: string;
  size?: 48 | 96 | 128;
}) {
  const intl = useIntl();
  if (src) {
    return (
      <ResponsiveImage
        src={src}
        alt={intl.formatMessage(
          { id: 'shell.profile.pictureAlt', defaultMessage: "{name}'s picture" },
          { name },
        )}
        sizes={`${size}px`}
        width={size}
        height={size}
        priority={size === 128}
        className={`avatar avatar-${size}`}
      />
    );
  }
  return (
    <span className={`avatar avatar-${size} avatar-initial`} aria-hidden="true">
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
