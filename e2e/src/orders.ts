import type { OrderJson } from '@market/contracts';
import type { Page } from 'playwright-core';
import { PAGE_TIMEOUT_MS } from './browser';

/** The signed-in buyer's orders, as GET /api/orders answers them. */
export function myOrders(page: Page): Promise<OrderJson[]> {
  return page.evaluate(async () => (await (await fetch('/api/orders')).json()) as OrderJson[]);
}

export interface StartedCheckout {
  /** What POST /api/{provider}/checkout answered: 200 with the payment page's `url`, or an error. */
  status: number;
  body: { url: string };
  /** The service's title and the basic package's price the checkout was asked for. */
  title: string;
  price: number;
}

/**
 * Starts a checkout with `provider` for the basic package of the demo service at `index`, as
 * the signed-in buyer.
 */
export function startCheckout(
  page: Page,
  provider: 'stripe' | 'paypal',
  index: number,
): Promise<StartedCheckout> {
  return page.evaluate(
    async ({ provider, index }) => {
      const services = (await (await fetch('/api/services')).json()) as {
        _id: string;
        title: string;
        packages: { name: string; regularPrice: number; salePrice: number }[];
      }[];
      const service = services[index];
      const basic = service.packages.find((pkg) => pkg.name === 'basic') ?? service.packages[0];
      const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;
      const response = await fetch(`/api/${provider}/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ title: service.title, price, name: basic.name, serviceId: service._id }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { url: string },
        title: service.title,
        price,
      };
    },
    { provider, index },
  );
}

/** A card checkout that must start: answers the sandbox's URL and the service's title. */
export async function startCardCheckout(page: Page, index: number): Promise<{ url: string; title: string }> {
  const started = await startCheckout(page, 'stripe', index);
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  return { url: started.body.url, title: started.title };
}

/** The buyer's paid orders of the service titled `title`. */
export async function paidOrdersOf(page: Page, title: string): Promise<number> {
  return (await myOrders(page)).filter(
    (order) => order.service.name === title && order.payment.status === 'paid',
  ).length;
}

/**
 * Asks `read` again every 250 ms until `done` holds for what it answered, as a buyer reloading
 * their orders would; the payment webhook is handled on the queue (Bull on Redis in the scaled
 * shape), so the browser can be back on /payment-success before the order says paid.
 */
async function readUntil<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  failure: (last: T) => string,
  timeoutMs = PAGE_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${failure(value)} after ${timeoutMs} ms`);
    await page.waitForTimeout(250);
  }
}

/** Waits until the buyer has `count` paid orders of the service titled `title`. */
export async function waitForPaidOrders(page: Page, title: string, count: number): Promise<void> {
  await readUntil(
    page,
    () => paidOrdersOf(page, title),
    (paid) => paid === count,
    (paid) => `${paid} paid orders of "${title}", not ${count},`,
  );
}

/**
 * Buys the demo service at `index` by card in the sandbox and answers the order it made, once the
 * order is paid; never an older order of the same service.
 */
export async function buyByCard(page: Page, index: number): Promise<OrderJson> {
  const before = new Set((await myOrders(page)).map((order) => order._id));
  const checkout = await startCardCheckout(page, index);
  await page.goto(checkout.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  const order = await readUntil(
    page,
    async () =>
      (await myOrders(page)).find((mine) => !before.has(mine._id) && mine.service.name === checkout.title),
    (mine) => mine?.payment.status === 'paid',
    (mine) =>
      `The sandbox payment for "${checkout.title}" left ${mine ? `an order ${mine.payment.status}` : 'no order'}`,
  );
  return order!;
}
