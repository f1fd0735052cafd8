import Button from 'react-bootstrap/Button';
import { defineMessages, useIntl } from 'react-intl';
import { useColorMode } from '@/lib/use-color-mode';

const SWITCH = defineMessages({
  dark: { id: 'shell.theme.switchToDark', defaultMessage: 'Switch to dark mode' },
  light: { id: 'shell.theme.switchToLight', defaultMessage: 'Switch to light mode' },
});

export function ThemeToggle() {
  const [mode, toggle] = useColorMode();
  const intl = useIntl();
  // Both are read on every render, so a server render inlines both: the page may hydrate in the
  // other mode (the visitor's prefers-color-scheme, which the server cannot see), and a label
  // missing from the inlined messages would leave the button nameless until the rest load.
  const labels = { light: intl.formatMessage(SWITCH.dark), dark: intl.formatMessage(SWITCH.light) };
  const label = labels[mode];
  return (
    <Button
      variant="outline-secondary"
      className="tap-target"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </Button>
  );
}
