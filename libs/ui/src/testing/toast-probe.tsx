import { useToasts } from '../toast-store';

/** The texts of the toasts on screen, one item each, for tests that check what a person is told. */
export function ToastProbe() {
  return (
    <ul data-testid="toasts">
      {useToasts().map((item) => (
        <li key={item.id}>{item.text}</li>
      ))}
    </ul>
  );
}
