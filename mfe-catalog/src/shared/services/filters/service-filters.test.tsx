import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '@/test-utils';
import type { ListQuery, ListQueryContext } from './list-query';
import { ServiceFilters } from './service-filters';

function renderFilters(query: Partial<ListQuery> = {}, context: Partial<ListQueryContext> = {}) {
  const update = jest.fn();
  render(
    <ServiceFilters
      controls={{
        query: { page: 1, ...query },
        context: { withPrices: false, searching: false, ...context },
        update,
        pageHref: (page) => `?page=${page}`,
      }}
    />,
  );
  return update;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ServiceFilters', () => {
  it('offers a visitor the sorts without prices and no price range', () => {
    renderFilters();
    expect(optionsOf('Sort by')).toEqual(['Newest', 'Best rated']);
    expect(screen.queryByRole('form', { name: 'Price range' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers a signed-in searcher relevance first and the price sorts', () => {
    renderFilters({}, { withPrices: true, searching: true });
    expect(optionsOf('Sort by')).toEqual([
      'Relevance',
      'Newest',
      'Best rated',
      'Price: low to high',
      'Price: high to low',
    ]);
  });

  it('sends a chosen sort, and the default sort as none', () => {
    const update = renderFilters({ sort: 'rating' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(update).toHaveBeenLastCalledWith({ sort: undefined });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
    expect(update).toHaveBeenLastCalledWith({ sort: 'rating' });
  });

  it('sends the delivery time, and keeps an unusual one from the URL as a choice', () => {
    const update = renderFilters({ maxDelivery: 5 });
    expect(optionsOf('Delivery time')).toEqual([
      'Any time',
      'Up to 1 day',
      'Up to 3 days',
      'Up to 7 days',
      'Up to 14 days',
      'Up to 5 days',
    ]);
    fireEvent.change(screen.getByLabelText('Delivery time'), { target: { value: '3' } });
    expect(update).toHaveBeenLastCalledWith({ maxDelivery: '3' });
    fireEvent.change(screen.getByLabelText('Delivery time'), { target: { value: '' } });
    expect(update).toHaveBeenLastCalledWith({ maxDelivery: undefined });
  });

  it('applies the typed price range only on Apply, rounded to the cent, an empty box as no bound', () => {
    const update = renderFilters({ maxPrice: 80 }, { withPrices: true });
    expect(screen.getByLabelText<HTMLInputElement>('Max price ($)').value).toBe('80');
    fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '10.555' } });
    fireEvent.change(screen.getByLabelText('Max price ($)'), { target: { value: '' } });
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(update).toHaveBeenCalledWith({ minPrice: '10.56', maxPrice: undefined });
  });

  it('counts the active filters on the phone button and clears them all', () => {
    const update = renderFilters({ minPrice: 5, maxDelivery: 7, sort: 'rating' }, { withPrices: true });
    screen.getByRole('button', { name: 'Sort & filter (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(update).toHaveBeenCalledWith({
      sort: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      maxDelivery: undefined,
    });
  });
});
