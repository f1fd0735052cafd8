import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@market/router';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import type { Service } from '@/shared/services/api/services';
import messages from '@/i18n/en.json';
import { testService } from '@/test-utils';
import { PurchasePanel } from './purchase-panel';

jest.mock('@market/remotes', () => ({
  ...jest.requireActual<object>('@market/remotes'),
  RemotePaymentChooser: (props: { show: boolean; purchase: unknown }) =>
    props.show ? <output data-testid="chooser">{JSON.stringify(props.purchase)}</output> : null,
}));

const SERVICE = testService({
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

function renderPanel(service: Service = SERVICE) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={['/logo-design/s1']}>
        <PurchasePanel service={service} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

afterEach(() => authStore.clear());

describe('PurchasePanel extras', () => {
  it('adds the chosen extras to the total and the delivery days, and orders them', () => {
    authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
    mockFetch({});
    renderPanel();
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
    authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
    mockFetch({});
    renderPanel();
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
    renderPanel({ ...SERVICE, extras: SERVICE.extras!.map(({ price: _price, ...extra }) => extra) });
    screen.getByLabelText(/^Source files/);
    expect(screen.getByTestId('extras').textContent).not.toMatch(/\$/);
  });
});
