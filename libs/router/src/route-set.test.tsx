import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { MemoryRouter, Outlet, Route, Routes, useParams } from 'react-router';
import { routeSet, RouteSetRoutes } from './route-set';

jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof import('react-router')>('react-router');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});
const matchRoutes = ReactRouter.matchRoutes as jest.MockedFunction<typeof ReactRouter.matchRoutes>;

function Show({ name }: { name: string }) {
  return (
    <p>
      {name} {JSON.stringify(useParams())}
      <Outlet />
    </p>
  );
}

function Inner() {
  return <RouteSetRoutes set={INNER} />;
}

/** The shapes the apps use: a pathless layout with an index, nested relative paths, params, a splat. */
const routes = (
  <>
    <Route path="/auth" element={<Show name="auth" />}>
      <Route path="sign-in" element={<Show name="sign-in" />} />
      <Route path="reset-password/:token" element={<Show name="reset" />} />
    </Route>
    <Route element={<Show name="layout" />}>
      <Route index element={<Show name="home" />} />
      <Route path="/about" element={<Show name="about" />} />
      <Route path="/profile/:id" element={<Show name="profile" />} />
      <Route path="/shop/*" element={<Inner />} />
      <Route path="*" element={<Inner />} />
    </Route>
  </>
);
const INNER = routeSet(
  <>
    <Route path="/search" element={<Show name="search" />} />
    <Route path="/blog/:id" element={<Show name="blog" />} />
    <Route path="/:category" element={<Show name="category" />} />
    <Route path="/:first/:second" element={<Show name="two" />} />
  </>,
);
const SET = routeSet(routes);

const draw = (path: string, node: ReactNode) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('RouteSetRoutes', () => {
  it.each([
    '/',
    '/about',
    '/About/',
    '/auth',
    '/auth/sign-in',
    '/auth/reset-password/abc',
    '/profile/42',
    '/search',
    '/blog/7',
    '/logo-design',
    '/logo-design/123',
    '/a/b/c',
    '/shop/blog/9',
    '/shop/x',
  ])('draws %s as <Routes> does', (path) => {
    const drawn = draw(path, <RouteSetRoutes set={SET} />);
    expect(drawn).toBe(draw(path, <Routes>{routes}</Routes>));
    expect(drawn).toContain('<p>');
  });

  it('matches a pathname in a set once', () => {
    matchRoutes.mockClear();
    draw('/profile/1', <RouteSetRoutes set={SET} />);
    draw('/profile/1', <RouteSetRoutes set={SET} />);
    expect(matchRoutes).toHaveBeenCalledTimes(1);
    draw('/profile/2', <RouteSetRoutes set={SET} />);
    expect(matchRoutes).toHaveBeenCalledTimes(2);
  });

  it('draws nothing where nothing matches, as <Routes> does', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const only = routeSet(<Route path="/only" element={<Show name="only" />} />);
    expect(draw('/elsewhere', <RouteSetRoutes set={only} />)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/elsewhere"'));
    warn.mockRestore();
  });
});
