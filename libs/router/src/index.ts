/**
 * The routing every front end uses, from React Router. Module Federation shares this module (one
 * router context in the page) and cannot drop what a shared module exports, so it exports only
 * the declarative API the apps use: 15 KB with Brotli, where react-router-dom shared whole
 * (data routers, framework mode) is 53 KB that every visitor downloads before a page hydrates.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
export { Link } from './link';
export { routeSet, RouteSetRoutes, type RouteSet } from './route-set';
