import Button from 'react-bootstrap/Button';
import { useColorMode } from '@/lib/use-color-mode';

export function ThemeToggle() {
  const [mode, toggle] = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="outline-secondary"
      className="tap-target"
      onClick={toggle}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </Button>
  );
}
