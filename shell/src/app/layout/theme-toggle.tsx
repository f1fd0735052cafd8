import Button from 'react-bootstrap/Button';
import { defineMessages, useIntl } from 'react-intl';
import { useColorMode } from '@/lib/use-color-mode';

const SWITCH = defineMessages({
  dark: { id: 'shell.theme.switchToDark', defaultMessage: 'Switch to dark mode' },
  light: { id: 'shell.theme.switchToLight', defaultMessage: 'Switch to light mode' },
});

export function ThemeToggle() {
  const [mode, toggle] = useColorMode();
  const label = useIntl().formatMessage(mode === 'dark' ? SWITCH.light : SWITCH.dark);
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
