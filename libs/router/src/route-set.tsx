import { useContext, type ReactNode } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';

/** An app's routes, made once when its module loads: `routeSet(<><Route …/></>)`. */
export interface RouteSet {
  readonly routes: RouteObject[];
}

export function routeSet(elements: ReactNode): RouteSet {
  return { routes: createRoutesFromElements(elements) };
}

/** Pathnames remembered per set: a service page has one per service, so a bound. */
const MAX_PATHNAMES = 1_000;

const branches = new WeakMap<RouteSet, Map<string, RouteObject[]>>();

/**
 * The routes that `pathname` matches in `set`, each with the next as its only child: the one
 * branch React Router would pick. All of them where nothing matches (React Router then draws
 * nothing, as it would).
 */
function branchOf(set: RouteSet, pathname: string): RouteObject[] {
  let byPathname = branches.get(set);
  if (!byPathname) branches.set(set, (byPathname = new Map()));
  let branch = byPathname.get(pathname);
  if (!branch) {
    const matches = matchRoutes(set.routes, pathname);
    branch = matches ? [onlyThrough(matches.map((match) => match.route))] : set.routes;
    if (byPathname.size >= MAX_PATHNAMES) byPathname.clear();
    byPathname.set(pathname, branch);
  }
  return branch;
}

function onlyThrough([route, ...rest]: RouteObject[]): RouteObject {
  return { ...route, children: rest.length ? [onlyThrough(rest)] : undefined } as RouteObject;
}

/**
 * `<Routes>` for a set made once. React Router flattens, ranks and compiles every path it is
 * given on each render (two sets a page: 0.2–0.4 ms of a server render, and again when the page
 * hydrates); here a set is matched once per pathname and React Router is given the matched branch
 * alone, which it matches and draws as it would have. Under a parent route that consumed part of
 * the path (none of ours: each app's set is matched from `/`) it is given the whole set.
 */
export function RouteSetRoutes({ set }: { set: RouteSet }) {
  const { pathname } = useLocation();
  const { matches: parents } = useContext(RouteContext);
  const fromRoot = (parents[parents.length - 1]?.pathnameBase ?? '/') === '/';
  return useRoutes(fromRoot ? branchOf(set, pathname) : set.routes);
}
