export {
  accessRedirect,
  homeOf,
  rootRedirect,
  SIGN_IN_PATH,
  AFTER_SIGN_UP_PATH,
  LOGOUT_REDIRECT_DELAY_MS,
} from './access-rules';
export { RouteGuard } from './route-guard';
