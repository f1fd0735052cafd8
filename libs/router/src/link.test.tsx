import { createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  Link as RouterLink,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { Link } from './link';

const PATHS = [
  '/',
  '/orders',
  '/orders/',
  '/search?query=logo%20design&page=2',
  '/settings#your-data',
  '/a/./b/../c',
  '/admin/orders?cancelPending=true',
];

/** The anchor as React Router's Link draws it, but for its `data-discover` (framework mode only). */
function routerAnchor(basename: string | undefined, to: string, at = '/here'): string {
  return draw(
    basename,
    <RouterLink to={to} className="card" aria-label="Open">
      Open
    </RouterLink>,
    at,
  ).replace(' data-discover="true"', '');
}

function draw(basename: string | undefined, link: ReactElement, at = '/here'): string {
  return renderToString(
    <MemoryRouter basename={basename} initialEntries={[`${basename ?? ''}${at}`]}>
      <Routes>
        <Route path="/here/*" element={link} />
        <Route path="/orders/*" element={link} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it.each(PATHS.flatMap((to) => [[undefined, to] as const, ['/de', to] as const]))(
    'draws the anchor React Router draws (basename %s, to %s)',
    (basename, to) => {
      const ours = draw(
        basename,
        <Link to={to} className="card" aria-label="Open">
          Open
        </Link>,
      );
      expect(ours).toBe(routerAnchor(basename, to));
      expect(ours).toContain(`href="${basename ?? ''}`);
    },
  );

  it('leaves relative paths, objects and URLs to React Router', () => {
    for (const to of ['details', '../up', '//cdn.example.com/x', 'https://example.com/']) {
      expect(draw('/de', <Link to={to}>x</Link>, '/orders/7')).toBe(
        draw('/de', <RouterLink to={to}>x</RouterLink>, '/orders/7'),
      );
    }
    expect(draw(undefined, <Link to={{ pathname: '/orders', search: '?a=1' }}>x</Link>)).toBe(
      draw(undefined, <RouterLink to={{ pathname: '/orders', search: '?a=1' }}>x</RouterLink>),
    );
  });

  describe('clicks', () => {
    function Where() {
      const location = useLocation();
      return (
        <output>
          {useNavigationType()} {location.pathname}
          {location.search}
          {location.hash} {JSON.stringify(location.state)}
        </output>
      );
    }

    function renderAt(link: ReactElement, at = '/here') {
      return render(
        <MemoryRouter basename="/de" initialEntries={[`/de${at}`]}>
          {link}
          <Where />
        </MemoryRouter>,
      );
    }

    it('navigates in the page, keeping the basename and the state', () => {
      renderAt(
        <Link to="/orders?page=2#top" state={{ from: 'card' }}>
          Orders
        </Link>,
      );
      const allowed = fireEvent.click(screen.getByRole('link', { name: 'Orders' }), { button: 0 });
      expect(allowed).toBe(false);
      expect(screen.getByRole('status').textContent).toContain('PUSH /orders?page=2#top {"from":"card"}');
    });

    it('replaces the entry when the link is the page already, or when asked to', () => {
      renderAt(<Link to="/here">Here</Link>);
      fireEvent.click(screen.getByRole('link', { name: 'Here' }));
      expect(screen.getByRole('status').textContent).toContain('REPLACE /here');

      renderAt(
        <Link to="/orders" replace>
          Orders
        </Link>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
      expect(screen.getAllByRole('status')[1].textContent).toContain('REPLACE /orders');
    });

    it.each([
      ['a modifier key', { ctrlKey: true }, {}],
      ['the middle button', { button: 1 }, {}],
      ['another target', {}, { target: '_blank' }],
    ])('leaves %s to the browser', (_what, click, props) => {
      renderAt(
        <Link to="/orders" {...props}>
          Orders
        </Link>,
      );
      expect(fireEvent.click(screen.getByRole('link', { name: 'Orders' }), click)).toBe(true);
      expect(screen.getByRole('status').textContent).toContain('POP /here');
    });

    it("runs the link's own onClick first, and stays when it prevents the navigation", () => {
      const seen: string[] = [];
      renderAt(
        <Link to="/orders" onClick={(event) => (seen.push('clicked'), event.preventDefault())}>
          Orders
        </Link>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
      expect(seen).toEqual(['clicked']);
      expect(screen.getByRole('status').textContent).toContain('POP /here');
    });

    it('forwards its ref to the anchor', () => {
      const ref = createRef<HTMLAnchorElement>();
      renderAt(
        <Link to="/orders" ref={ref}>
          Orders
        </Link>,
      );
      expect(ref.current).toBe(screen.getByRole('link', { name: 'Orders' }));
    });
  });
});
