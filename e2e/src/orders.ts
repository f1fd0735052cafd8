import type { OrderJson } from '@market/contracts';
import type { Page } from 'playwright-core';

/** The signed-in buyer's orders, as GET /api/orders answers them. */
export function myOrders(page: Page): Promise<OrderJson[]> {
  return page.evaluate(async () => (await (await fetch('/api/orders')).json()) as OrderJson[]);
}

/**
 * Starts a card checkout for the basic package of the demo service at `index`, as the signed-in
 * buyer; answers the sandbox's URL and the service's title.
 */
export function startCardCheckout(page: Page, index: number): Promise<{ url: string; title: string }> {
  return page.evaluate(async (index) => {
    const services = (await (await fetch('/api/services')).json()) as {
      _id: string;
      title: string;
      packages: { name: string; regularPrice: number; salePrice: number }[];
    }[];
    const service = services[index];
    const basic = service.packages.find((pkg) => pkg.name === 'basic') ?? service.packages[0];
    const response = await fetch('/api/stripe/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        title: service.title,
        price: basic.salePrice > 0 ? basic.salePrice : basic.regularPrice,
        name: basic.name,
        serviceId: service._id,
      }),
    });
    if (!response.ok) throw new Error(`checkout answered ${response.status}`);
    return { url: ((await response.json()) as { url: string }).url, title: service.title };
  }, index);
}

/**
 * Buys the demo service at `index` by card in the sandbox and answers the order it made, once the
 * order is paid. The sandbox's webhook is handled on the queue (Bull on Redis in the scaled shape),
 * so the browser can be back on /payment-success before the order says paid: this waits for that,
 * as a buyer reloading their orders would, and never picks an older order of the same service.
 */
export async function buyByCard(page: Page, index: number, timeoutMs = 30_000): Promise<OrderJson> {
  const before = new Set((await myOrders(page)).map((order) => order._id));
  const checkout = await startCardCheckout(page, index);
  await page.goto(checkout.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = (await myOrders(page)).find(
      (mine) => !before.has(mine._id) && mine.service.name === checkout.title,
    );
    if (order?.payment.status === 'paid') return order;
    if (Date.now() > deadline) {
      throw new Error(
        `The sandbox payment for "${checkout.title}" left ${order ? `an order ${order.payment.status}` : 'no order'} after ${timeoutMs} ms`,
      );
    }
    await page.waitForTimeout(250);
  }
}
