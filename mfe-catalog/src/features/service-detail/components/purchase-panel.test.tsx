import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, testService } from '@/test-utils';
import { MemoryRouter, Route, Routes, useLocation } from '@market/router';
import { authStore } from '@market/api-client';
import { mockFetch, type FetchCall } from '@market/ui/testing';
import type { Service } from '@/shared/services/api/services';
import { PurchasePanel } from './purchase-panel';

/** The panel's own requests: every price also asks once for the shop's exchange rates. */
const panelCalls = (calls: FetchCall[]) => calls.filter((call) => call.url !== '/api/currencies');

// The chooser itself is checkout's (tested there); here: when it opens and what it is asked to buy.
jest.mock('@market/remotes', () => ({
  ...jest.requireActual<object>('@market/remotes'),
  RemotePaymentChooser: (props: { show: boolean; purchase: unknown }) =>
    props.show ? <output data-testid="chooser">{JSON.stringify(props.purchase)}</output> : null,
}));

const SERVICE = testService({
  packages: [
    { name: 'standard', desc: 'More', deliveryTime: 3, revisionNumber: 2, regularPrice: 60, salePrice: 0 },
    {
      name: 'basic',
      desc: 'Essentials',
      deliveryTime: 2,
      revisionNumber: 1,
      regularPrice: 50,
      salePrice: 40,
    },
  ],
});

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPanel(signedIn: boolean, service: Service = SERVICE) {
  if (signedIn) authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
  else authStore.clear();
  return render(
    <MemoryRouter initialEntries={['/logo-design/s1']}>
      <Routes>
        <Route path="*" element={<PurchasePanel service={service} />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(() => authStore.clear());

describe('PurchasePanel', () => {
  it("moves the phone's order bar aside while the panel's own Order Now and Contact Seller are on screen", () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      mockFetch({});
      renderPanel(true);
      const bar = screen.getByRole('region', { name: 'Order summary' });
      expect(bar.hasAttribute('data-away')).toBe(false);
      expect(watched[0]?.textContent).toContain('Contact Seller');
      act(() => report?.([{ isIntersecting: true }]));
      expect(bar.hasAttribute('data-away')).toBe(true);
      expect(bar.getAttribute('aria-hidden')).toBe('true');
      act(() => report?.([{ isIntersecting: false }]));
      expect(bar.hasAttribute('data-away')).toBe(false);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('selects basic first and shows its effective price with two decimals', () => {
    mockFetch({});
    renderPanel(true);
    expect(screen.getByRole('tab', { name: 'basic' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('final-price').textContent).toBe('$40.00');
  });

  it("renders every package's parts, hidden but the selected one's, each named by its tab", () => {
    mockFetch({});
    renderPanel(true);
    // What the early-event contract shows when a tab is tapped before the page works.
    const partsOf = (name: string) =>
      (screen.getByRole('tab', { name }).getAttribute('data-early-shows') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id) as HTMLElement);
    const standard = partsOf('standard');
    expect(standard.map((part) => part.hidden)).toEqual([true, true, true]);
    expect(standard.map((part) => part.textContent)).toEqual([
      'More3 days delivery2 revisions',
      '$60.00',
      'standard$60.00',
    ]);
    expect(standard[0].getAttribute('role')).toBe('tabpanel');
    expect(partsOf('basic').map((part) => part.hidden)).toEqual([false, false, false]);

    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    expect(partsOf('standard').map((part) => part.hidden)).toEqual([false, false, false]);
    expect(partsOf('basic').map((part) => part.hidden)).toEqual([true, true, true]);
    expect(screen.getByRole('tabpanel').textContent).toBe('More3 days delivery2 revisions');
    expect(screen.getByTestId('bar-price').textContent).toBe('$60.00');
  });

  it('shows the regular price struck through beside a sale price, and "1 revision" in the singular', () => {
    mockFetch({});
    renderPanel(true);
    expect(screen.getByTestId('regular-price').tagName).toBe('DEL');
    expect(screen.getByTestId('regular-price').textContent).toBe('Regular price $50.00');
    screen.getByText('1 revision');
    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    expect(screen.queryByTestId('regular-price')).toBeNull();
    screen.getByText('2 revisions');
    screen.getByText('3 days delivery');
  });

  it('applies a valid coupon, hides the box and posts {code, price}', async () => {
    const calls = mockFetch({ 'POST /api/coupon/verify': { body: { valid: true, discountAmount: 4 } } });
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: ' WELCOME10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied! You saved $4.00');
    expect(panelCalls(calls)[0].json).toEqual({ code: 'WELCOME10', price: 40 });
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    expect(screen.getByTestId('final-price').textContent).toBe('$36.00');
  });

  it('keeps an applied coupon across package tabs, quoted again on the package shown', async () => {
    // WELCOME10: 10% of the price it is asked about.
    const calls = mockFetch({
      'POST /api/coupon/verify': (init) => {
        const { price } = JSON.parse(String(init.body)) as { price: number };
        return { body: { valid: true, discountAmount: price / 10 } };
      },
    });
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied! You saved $4.00');
    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    await screen.findByText('Coupon applied! You saved $6.00');
    expect(screen.getByTestId('final-price').textContent).toBe('$54.00');
    fireEvent.click(screen.getByRole('tab', { name: 'basic' }));
    await screen.findByText('Coupon applied! You saved $4.00');
    expect(screen.getByTestId('final-price').textContent).toBe('$36.00');
    expect(panelCalls(calls).map((call) => call.json)).toEqual([
      { code: 'WELCOME10', price: 40 },
      { code: 'WELCOME10', price: 60 },
      { code: 'WELCOME10', price: 40 },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    expect(JSON.parse(screen.getByTestId('chooser').textContent ?? '')).toMatchObject({
      price: 36,
      name: 'basic',
      couponCode: 'WELCOME10',
    });
  });

  it("lets a buyer's Order Now show the dialog's frame before the page works; not a visitor's", () => {
    const { unmount } = renderPanel(true);
    const frame = document.getElementById('payment-dialog-early');
    expect(frame?.hidden).toBe(true);
    expect(frame?.hasAttribute('data-early-frame')).toBe(true);
    for (const button of screen.getAllByRole('button', { name: 'Order Now' }))
      expect(button.getAttribute('data-early-open')).toBe('payment-dialog-early');
    // Once the buyer orders, checkout's chooser (with its own frame while it loads) takes over.
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    expect(document.getElementById('payment-dialog-early')).toBeNull();
    unmount();

    renderPanel(false);
    expect(document.getElementById('payment-dialog-early')).toBeNull();
    for (const button of screen.getAllByRole('button', { name: 'Order Now' }))
      expect(button.hasAttribute('data-early-open')).toBe(false);
  });

  it('removes a coupon that does not apply to the package shown, and says so', async () => {
    mockFetch({
      'POST /api/coupon/verify': (init) => {
        const { price } = JSON.parse(String(init.body)) as { price: number };
        return {
          body: price === 40 ? { valid: true, discountAmount: 4 } : { valid: false, discountAmount: 0 },
        };
      },
    });
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'BASICONLY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied! You saved $4.00');
    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    await screen.findByText('❌ Coupon BASICONLY does not apply to this package and was removed.');
    expect(screen.getByTestId('final-price').textContent).toBe('$60.00');
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    expect(JSON.parse(screen.getByTestId('chooser').textContent ?? '')).not.toHaveProperty('couponCode');
  });

  it('says an invalid code is invalid and a failure went wrong', async () => {
    mockFetch({ 'POST /api/coupon/verify': { body: { valid: false, discountAmount: 0 } } });
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('❌ Invalid or expired coupon code.');
    mockFetch({ 'POST /api/coupon/verify': { status: 500, body: { message: 'boom' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('❌ Something went wrong.');
    expect(screen.getByTestId('final-price').textContent).toBe('$40.00');
  });

  it('does nothing with an empty code, and sends a visitor to sign in', async () => {
    const calls = mockFetch({});
    renderPanel(false);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(panelCalls(calls)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in'));
    expect(panelCalls(calls)).toHaveLength(0);
  });

  it("Order Now opens checkout's chooser for the selected package with the applied coupon", async () => {
    mockFetch({ 'POST /api/coupon/verify': { body: { valid: true, discountAmount: 6 } } });
    renderPanel(true);
    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'SAVE6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied! You saved $6.00');
    expect(screen.queryByTestId('chooser')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    expect(JSON.parse(screen.getByTestId('chooser').textContent ?? '')).toEqual({
      title: 'I will design a logo',
      price: 54,
      name: 'standard',
      serviceId: 's1',
      couponCode: 'SAVE6',
    });
  });

  it('Order Now sends a visitor to sign in', async () => {
    mockFetch({});
    renderPanel(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in'));
    expect(screen.queryByTestId('chooser')).toBeNull();
  });

  it('Contact Seller opens the existing conversation with the service owner, or creates one', async () => {
    const calls = mockFetch({
      'GET /api/conversations': { body: [] },
      'POST /api/conversations': { status: 201, body: { _id: 'c9' } },
    });
    renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages/c9'));
    expect(panelCalls(calls)[0].url).toBe('/api/conversations?buyerId=u1&adminId=admin1');
    expect(panelCalls(calls)[1].json).toEqual({ buyerId: 'u1', adminId: 'admin1' });
  });
});

/** Two packages with extras: Source files with both, Express (sooner, one more revision) with basic only. */
const WITH_EXTRAS = testService({
  packages: [
    {
      name: 'basic',
      desc: 'Essentials',
      deliveryTime: 3,
      revisionNumber: 1,
      regularPrice: 50,
      salePrice: 40,
    },
    { name: 'standard', desc: 'More', deliveryTime: 5, revisionNumber: 2, regularPrice: 60, salePrice: 0 },
  ],
  extras: [
    {
      _id: 'e1',
      title: 'Source files',
      description: '',
      price: 20,
      deliveryDays: 1,
      revisions: 0,
      packages: ['basic', 'standard'],
    },
    {
      _id: 'e2',
      title: 'Express',
      description: 'Sooner',
      price: 35.5,
      deliveryDays: -2,
      revisions: 1,
      packages: ['basic'],
    },
  ],
});

describe('PurchasePanel extras', () => {
  it('adds the chosen extras to the total and the delivery days, and orders them', () => {
    mockFetch({});
    renderPanel(true, WITH_EXTRAS);
    expect(screen.getByTestId('delivery-in').textContent).toBe('Delivery in 3 days');
    fireEvent.click(screen.getByLabelText(/Source files \(\+\$20\.00\)/));
    fireEvent.click(screen.getByLabelText(/Express \(\+\$35\.50\)/));
    expect(screen.getByTestId('final-price').textContent).toBe('$95.50');
    expect(screen.getByTestId('delivery-in').textContent).toBe('Delivery in 2 days');
    screen.getByText('2 days faster, +1 revision');
    fireEvent.click(screen.getAllByRole('button', { name: 'Order Now' })[0]);
    expect(JSON.parse(screen.getByTestId('chooser').textContent ?? '')).toMatchObject({
      price: 95.5,
      name: 'basic',
      extras: ['e1', 'e2'],
    });
  });

  it('keeps the extras the new package offers on a tab switch and says which it dropped', () => {
    mockFetch({});
    renderPanel(true, WITH_EXTRAS);
    fireEvent.click(screen.getByLabelText(/Source files/));
    fireEvent.click(screen.getByLabelText(/Express/));
    fireEvent.click(screen.getByRole('tab', { name: 'standard' }));
    expect(screen.getByTestId('extras-dropped').textContent).toBe(
      'Not offered with the standard package, so removed from your order: Express.',
    );
    expect((screen.getByLabelText(/Source files/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Express/)).toBeNull();
    expect(screen.getByTestId('final-price').textContent).toBe('$80.00');
    expect(screen.getByTestId('delivery-in').textContent).toBe('Delivery in 6 days');
  });

  it('shows a visitor the extras without prices', () => {
    mockFetch({});
    renderPanel(false, {
      ...WITH_EXTRAS,
      extras: WITH_EXTRAS.extras!.map(({ price: _price, ...extra }) => extra),
    });
    screen.getByLabelText(/^Source files/);
    expect(screen.getByTestId('extras').textContent).not.toMatch(/\$/);
  });
});
