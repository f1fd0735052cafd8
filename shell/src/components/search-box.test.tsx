import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test-utils';
import { SearchBox, searchPath } from './search-box';

describe('SearchBox', () => {
  it('trims the text and ignores empty text', () => {
    expect(searchPath('  logo  ')).toBe('/search?query=logo');
    expect(searchPath('a & b')).toBe('/search?query=a%20%26%20b');
    expect(searchPath('   ')).toBeNull();
  });

  it('goes to /search?query= on Enter and on the button, and not for blank text', async () => {
    renderAt('/start', <SearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Search services' });
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/start');
    await userEvent.type(input, ' seo audit {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/search?query=seo%20audit');
    await userEvent.clear(input);
    await userEvent.type(input, 'logo');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/search?query=logo');
  });
});
