import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'as served'}</p>;
}

describe('useHydrated', () => {
  it('matches the server while hydrating, then is true', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as served');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('hydrated');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true at once in a page drawn in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeTruthy();
  });
});
