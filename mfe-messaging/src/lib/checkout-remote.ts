import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The purchase body checkout's PaymentChooser sends (here always an accepted offer). */
export interface OfferPurchase {
  title: string;
  price: number;
  offerId: string;
}

export interface PaymentChooserProps {
  show: boolean;
  onHide: () => void;
  purchase: OfferPurchase;
}

const REMOTES_MANIFEST_URL = '/remotes.json';
let registration: Promise<void> | null = null;

/**
 * The checkout remote is found the way the shell finds every remote: through the run-time map
 * /remotes.json, so checkout is deployed on its own and never bundled into messaging.
 */
function registerCheckout(): Promise<void> {
  registration ??= (async () => {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
    const entry = ((await response.json()) as Record<string, unknown>).checkout;
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry))
      throw new Error('No checkout remote in the map');
    registerRemotes([{ name: 'checkout', entry }]);
  })().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** checkout/PaymentChooser, loaded when a buyer first presses 'Pay now'. */
export async function loadPaymentChooser(): Promise<{ default: ComponentType<PaymentChooserProps> }> {
  await registerCheckout();
  const module = await loadRemote<{ default: ComponentType<PaymentChooserProps> }>('checkout/PaymentChooser');
  if (!module?.default) throw new Error('checkout did not expose PaymentChooser');
  return module;
}
