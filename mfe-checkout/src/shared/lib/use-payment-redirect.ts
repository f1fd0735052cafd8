import { useState } from 'react';
import { toast, useErrorText } from '@market/ui';

/** Where the browser goes to pay: the provider's page (a test passes its own). */
export type Redirect = (url: string) => void;

export const goToPayment: Redirect = (url) => window.location.assign(url);

/**
 * A pay button's checkout: `start(key, open, failed)` marks `key` as starting, asks the server to
 * open the checkout and sends the browser to its page. A refusal frees the button and says why
 * (the server's reason for its code, or `failed`). The button stays busy while the page leaves.
 */
export function usePaymentRedirect(redirect: Redirect = goToPayment) {
  const errorText = useErrorText();
  const [starting, setStarting] = useState<string | null>(null);

  async function start(key: string, open: () => Promise<{ url: string }>, failed: string): Promise<void> {
    setStarting(key);
    try {
      redirect((await open()).url);
    } catch (error) {
      setStarting(null);
      toast.error(errorText(error, failed));
    }
  }

  return { starting, start };
}
