import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { mockFetch, ToastProbe, type FetchAnswers } from '@market/ui/testing';
import { OrderDetailPage } from './order-detail-page';

/**
 * For the order page's tests: the buyer's page of order o1 with the toasts it raises, its requests
 * answered by `answers`. Returns the requests it made, and `unmount`.
 */
export function renderOrderPage(answers: FetchAnswers) {
  const calls = mockFetch(answers);
  const { unmount } = render(
    <MemoryRouter initialEntries={['/orders/o1']}>
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>
      <ToastProbe />
    </MemoryRouter>,
  );
  return { calls, unmount };
}
