export { routeOwnerOf, REMOTE_NAMES, PAYMENT_RETURN_SEGMENTS } from './route-owner';
export type { RemoteName, RouteOwner, Access } from './route-owner';
export {
  accessRedirect,
  homeOf,
  rootRedirect,
  SIGN_IN_PATH,
  AFTER_SIGN_UP_PATH,
  LOGOUT_REDIRECT_DELAY_MS,
} from './access-rules';
export { RouteGuard } from './route-guard';
