import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InEnglishRouter } from '@/shared/testing/in-english';
import { DEFAULT_INVOICING_SETTINGS } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { InvoicingSettingsPage, parseTaxRate } from './invoicing-settings-page';

/** What the API answers before the admin saves anything. */
const EMPTY = DEFAULT_INVOICING_SETTINGS;
const FILLED = { ...EMPTY, legalName: 'Gigly Ltd', address: '1 Main St\nDublin' };

describe('the tax rate field', () => {
  it('takes 0 to 100 with at most two decimals', () => {
    expect(parseTaxRate('20')).toBe(20);
    expect(parseTaxRate('7.25')).toBe(7.25);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('100')).toBe(100);
    for (const bad of ['100.01', '-1', '7.125', 'abc', '']) expect(parseTaxRate(bad)).toBeNull();
  });
});

describe('the invoicing page', () => {
  it('asks for the legal name and address while they are missing, until they are saved', async () => {
    mockFetch({
      'GET /api/settings/invoicing': { body: EMPTY },
      'PUT /api/settings/invoicing': { body: FILLED },
    });
    render(<InvoicingSettingsPage />, { wrapper: InEnglishRouter });
    const prompt = await screen.findByTestId('invoicing-prompt');
    expect(prompt.textContent).toBe(
      'Your invoices name no seller yet: add your legal name and address below.',
    );
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Gigly Ltd' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Main St\nDublin' } });
    expect(screen.getByTestId('invoicing-prompt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('invoicing-prompt')).toBeNull());
  });

  it('asks nothing once they are saved', async () => {
    mockFetch({ 'GET /api/settings/invoicing': { body: FILLED } });
    render(<InvoicingSettingsPage />, { wrapper: InEnglishRouter });
    await screen.findByLabelText('Legal name');
    expect(screen.queryByTestId('invoicing-prompt')).toBeNull();
  });
});
