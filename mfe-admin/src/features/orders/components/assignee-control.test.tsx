import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { authStore } from '@market/api-client';
import de from '@/i18n/de.json';
import { staffUser } from '@/shared/lib/staff-user';
import type { AdminOrder } from '@/shared/api/order-types';
import { InEnglish } from '@/shared/testing/in-english';
import { AssigneeControl } from './assignee-control';

const ORDER = { _id: 'o-1', assignee: { _id: 'x', username: 'studio' } } as unknown as AdminOrder;

describe('AssigneeControl', () => {
  beforeEach(() => authStore.set(staffUser('finance')));
  afterEach(() => act(() => authStore.clear()));

  it('speaks the active language of the page', () => {
    render(
      <IntlProvider locale="de" messages={de}>
        <AssigneeControl order={ORDER} onChange={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('assignee').textContent).toBe('Zugewiesen an studio');
  });

  it('speaks English in the English catalog', () => {
    render(<AssigneeControl order={ORDER} onChange={() => undefined} />, { wrapper: InEnglish });
    expect(screen.getByTestId('assignee').textContent).toBe('Assigned to studio');
  });
});
