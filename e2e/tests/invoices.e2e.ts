import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage } from '../src/browser';
import { capture, LOOKS } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { buyByCard } from '../src/orders';

const e2e = serverAndBrowser();
// Each test signs in in each of the LOOKS and checks every screen with axe.
const SCREENS_TIMEOUT = 300_000;
type Viewport = typeof DESKTOP;
type Mode = 'light' | 'dark';

/** The demo buyer's order paid by card once the shop set its invoicing details; refunded in part by the admin. */
let order: { id: string; title: string; price: number };

async function signedIn(account: typeof DEMO_ADMIN, viewport: Viewport = DESKTOP, mode: Mode = 'light') {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, {
    viewport,
    bypassCSP: true,
    acceptDownloads: true,
    colorMode: mode,
  });
  await signInThroughForm(page, account);
  return { context, page };
}

/** The text of a downloaded PDF as poppler reads it. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  // The admin fills in the shop's invoicing details.
  const admin = await signedIn(DEMO_ADMIN);
  await admin.page.goto('/admin/settings');
  await admin.page.getByRole('link', { name: 'Invoicing settings' }).click();
  await admin.page.getByRole('heading', { name: 'Invoicing' }).waitFor();
  await admin.page.getByLabel('Legal name').fill('Gigly Studio Ltd');
  await admin.page.getByLabel('Address').fill('1 Market Street\nDublin D01');
  await admin.page.getByLabel('VAT / tax ID').fill('IE1234567X');
  await admin.page.getByLabel('Tax rate (%)').fill('20');
  await admin.page.getByLabel('Footer').fill('Registered in Ireland');
  await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
  await admin.page.getByText('Invoicing settings saved.').waitFor();
  await admin.context.close();

  // The buyer gives billing details in Settings, then pays for a service by card.
  const buyer = await signedIn(DEMO_BUYER);
  await buyer.page.goto('/settings');
  await buyer.page.getByLabel('Name on invoice').fill('Bea Buyer');
  await buyer.page.getByLabel('Company').fill('Acme GmbH');
  await buyer.page.getByLabel('City').fill('Berlin');
  await buyer.page.getByLabel('Postal code').fill('10115');
  await buyer.page.getByLabel('VAT ID').fill('DE999999999');
  await buyer.page.getByRole('button', { name: 'Save billing details' }).click();
  await buyer.page.getByText('Billing details saved.').waitFor();

  const paid = await buyByCard(buyer.page, 4);
  order = { id: paid._id, title: paid.service.name, price: paid.service.price };
  await buyer.context.close();
});

test(
  'the admin refunds part of a paid order; the refund and its credit note show on the order and in the invoices list',
  async () => {
    const { context, page } = await signedIn(DEMO_ADMIN);
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Amount').inputValue()).resolves.toBe(order.price.toFixed(2));
    await dialog.getByLabel('Amount').fill(String(order.price + 1));
    await dialog.getByLabel('Reason').fill('Late delivery');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText(/^At most \$[\d.]+ can still be refunded\.$/).waitFor();
    await dialog.getByLabel('Amount').fill('10');
    await capture(page, 'admin-refund-dialog-1280');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded $10.00.').waitFor();
    const refunds = page.getByTestId('refunds');
    await refunds.getByText(/Credit note CN-\d{4}-\d{6}/).waitFor();
    await refunds.getByText('Late delivery').waitFor();

    await page.goto('/admin/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    await page
      .getByRole('cell', { name: /^INV-\d{4}-\d{6}$/ })
      .first()
      .waitFor();
    await page
      .getByRole('cell', { name: /^CN-\d{4}-\d{6}$/ })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'number,date,order,buyer,company,vat_id,country,net,tax,total,currency,payment_method,transaction_id',
    );
    // Every text cell quoted (a `;` spreadsheet never splits one), amounts bare.
    expect(csv).toContain(`,"${order.id}","Bea Buyer","Acme GmbH","DE999999999",`);
    expect(csv).toContain(',-10.00,"USD","stripe",');
    // The settings page as saved (signed-in-sweep.e2e.ts looks at it).
    await page.goto('/admin/settings/invoicing');
    await expect(page.getByLabel('Legal name').inputValue()).resolves.toBe('Gigly Studio Ltd');
    await context.close();

    // The screens a refund changes.
    for (const [mode, viewport] of LOOKS) {
      const screen = await signedIn(DEMO_ADMIN, viewport, mode);
      await screen.page.goto(`/admin/orders/${order.id}`);
      await screen.page.getByTestId('refunds').waitFor();
      await capture(screen.page, `admin-order-refunds-${mode}-${viewport.width}`);
      await screen.page.goto('/admin/invoices');
      await screen.page.getByText(/^\d+ documents? from/).waitFor();
      await capture(screen.page, `admin-invoices-${mode}-${viewport.width}`);
      await screen.context.close();
    }
  },
  SCREENS_TIMEOUT,
);

test(
  'the buyer sees the refund and downloads the invoice and the credit note, read back with pdftotext',
  async () => {
    const { context, page } = await signedIn(DEMO_BUYER);
    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('refunds').getByText('Late delivery').waitFor();

    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`Invoice_${order.id}.pdf`);
    const text = pdfText((await invoice.path())!);
    for (const expected of [
      'Gigly Studio Ltd',
      'VAT ID: IE1234567X',
      'Bea Buyer',
      'Acme GmbH',
      '10115 Berlin',
      'VAT ID: DE999999999',
      'VAT 20 %',
      `$${order.price.toFixed(2)}`,
      'Prices include 20 % VAT',
      'Late delivery',
      '-$10.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/INV-\d{4}-\d{6}/);

    const [note] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download credit note CN-/ }).click(),
    ]);
    expect(note.suggestedFilename()).toMatch(/^CreditNote_CN-\d{4}-\d{6}\.pdf$/);
    const noteText = pdfText((await note.path())!);
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain('Total refunded');
    expect(noteText).toContain('-$10.00');
    // The billing details as saved (signed-in-sweep.e2e.ts looks at the settings page).
    await page.goto('/settings');
    await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Acme GmbH');
    await context.close();

    for (const [mode, viewport] of LOOKS) {
      const screen = await signedIn(DEMO_BUYER, viewport, mode);
      await screen.page.goto(`/orders/${order.id}`);
      await screen.page.getByTestId('refunds').waitFor();
      await capture(screen.page, `buyer-order-refunds-${mode}-${viewport.width}`);
      await screen.context.close();
    }
  },
  SCREENS_TIMEOUT,
);
