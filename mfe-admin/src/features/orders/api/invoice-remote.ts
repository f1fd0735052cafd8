import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AdminOrder } from '@/components/order-types';

/** What the checkout remote exposes as 'checkout/invoice' (mfe-checkout/src/invoice/index.ts), as far as we use it. */
interface InvoiceModule {
  downloadInvoice(order: AdminOrder): Promise<void>;
}

const REMOTES_MANIFEST_URL = '/remotes.json';
let registered: Promise<void> | null = null;

/**
 * The admin's federation instance starts with no remotes: register the checkout remote from the
 * same run-time map the shell reads, so a redeployed checkout is found without rebuilding admin.
 */
function registerCheckout(): Promise<void> {
  registered ??= (async () => {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error('The remotes map could not be read');
    const entry = ((await response.json()) as Record<string, unknown>).checkout;
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry))
      throw new Error('The checkout remote is not deployed');
    registerRemotes([{ name: 'checkout', entry }]);
  })().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}

/** Renders the buyer's invoice for this order and saves it as Invoice_{id}.pdf (the code loads on first use). */
export async function downloadOrderInvoice(order: AdminOrder): Promise<void> {
  await registerCheckout();
  const invoice = await loadRemote<InvoiceModule>('checkout/invoice');
  if (!invoice || typeof invoice.downloadInvoice !== 'function')
    throw new Error('The checkout remote has no invoice');
  await invoice.downloadInvoice(order);
}
