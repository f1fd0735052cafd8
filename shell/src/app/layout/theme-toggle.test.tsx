import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/en.json';
import { syncColorModeCookie } from '@/lib/color-mode';
import { WithIntl } from '@/test-utils';
import { RenderedColorModeContext } from '@/lib/use-color-mode';
import { ThemeToggle } from './theme-toggle';

const clearCookie = () => (document.cookie = 'color-mode=; Path=/; Max-Age=0');

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
    document.documentElement.setAttribute('data-bs-theme', 'light');
  });

  it('switches the page to dark and back, remembered in localStorage and in the cookie the server renders by', () => {
    render(
      <WithIntl>
        <ThemeToggle />
      </WithIntl>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(document.cookie).toContain('color-mode=dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
    expect(document.cookie).toContain('color-mode=light');
  });

  it('renders on the server in the mode the request names', () => {
    const html = renderToString(
      <WithIntl>
        <RenderedColorModeContext.Provider value="dark">
          <ThemeToggle />
        </RenderedColorModeContext.Provider>
      </WithIntl>,
    );
    expect(html).toContain('Switch to light mode');
    expect(
      renderToString(
        <WithIntl>
          <ThemeToggle />
        </WithIntl>,
      ),
    ).toContain('Switch to dark mode');
  });

  it('copies a choice made before the cookie existed into it', () => {
    localStorage.setItem('color-mode', 'dark');
    syncColorModeCookie();
    expect(document.cookie).toContain('color-mode=dark');
  });

  it('reads both labels when it renders, so a server render inlines the one the page may hydrate to', () => {
    const read = new Set<string>();
    const recording = new Proxy(en, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
    renderToString(
      <IntlProvider locale="en" messages={recording}>
        <ThemeToggle />
      </IntlProvider>,
    );
    expect(read).toContain('shell.theme.switchToDark');
    expect(read).toContain('shell.theme.switchToLight');
  });
});
