import { LOCALES } from '@market/contracts';
import type { SandboxPaymentRow } from '../payments.schema';
import { renderSandboxPage } from './sandbox-page';

const brand = 'Gigly';
const row = {
  id: 'cs_1',
  provider: 'stripe',
  status: 'open',
  title: 'Logo',
  amountCents: 4000,
  currency: 'usd',
} as SandboxPaymentRow;

describe('the payment sandbox page', () => {
  it.each(LOCALES)('renders open and finished payments in %s', (locale) => {
    expect(renderSandboxPage(row, brand, locale)).toContain(`lang="${locale}"`);
    expect(renderSandboxPage({ ...row, status: 'paid' }, brand, locale)).not.toContain('name="action"');
  });

  it('keeps English as it was', () => {
    const html = renderSandboxPage(row, brand);
    expect(html).toContain('<title>Stripe Checkout (sandbox)</title>');
    expect(html).toContain('$40.00 USD');
    expect(html).toContain('Test payment for Gigly: no money moves.');
  });

  it('writes Arabic right to left', () => {
    const arabic = renderSandboxPage({ ...row, provider: 'paypal' }, brand, 'ar');
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('>ادفع</button>');
  });
});
