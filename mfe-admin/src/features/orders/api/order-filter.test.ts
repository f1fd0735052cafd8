import { filterFromSearch, filterToSearch } from './order-filter';

describe('order filter in the URL', () => {
  it('reads status and cancel request', () => {
    expect(filterFromSearch(new URLSearchParams('status=in+progress&cancelRequested=true'))).toEqual({
      status: 'in progress',
      cancelRequested: true,
    });
    expect(filterFromSearch(new URLSearchParams('cancelRequested=false'))).toEqual({
      cancelRequested: false,
    });
  });

  it('ignores unknown values', () => {
    expect(filterFromSearch(new URLSearchParams('status=shipped&cancelRequested=yes&payment=paid'))).toEqual(
      {},
    );
  });

  it('reads and writes which payments to show (paid orders when absent)', () => {
    expect(filterFromSearch(new URLSearchParams('payment=unpaid'))).toEqual({ payment: 'unpaid' });
    expect(filterToSearch({ payment: 'all', status: 'pending' }).toString()).toBe(
      'status=pending&payment=all',
    );
  });

  it('writes only what is set, and reads back the same', () => {
    expect(filterToSearch({}).toString()).toBe('');
    const search = filterToSearch({ status: 'completed', cancelRequested: false });
    expect(search.toString()).toBe('status=completed&cancelRequested=false');
    expect(filterFromSearch(search)).toEqual({ status: 'completed', cancelRequested: false });
  });
});
