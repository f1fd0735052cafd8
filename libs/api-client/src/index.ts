export {
  ApiError,
  apiRequest,
  apiResponse,
  hasServerMessage,
  totalCountOf,
  withErrorFallback,
  API_PREFIX,
  setApiFetch,
  setRefusalPreparation,
  wordable,
} from './http-client';
export type { RequestOptions } from './http-client';
export { authStore, isAuthUser, RenderedUserContext, useAuthUser } from './auth-store';
export type { AuthUser } from './auth-store';
export { loadingTracker, useGlobalLoading } from './loading';
export { refreshSession } from './session';
export { uploadFile, uploadOrderFile, uploadWithProgress } from './upload';
export { getBilling, saveBilling } from './billing';
export { getPreferences, savePreferences } from './preferences';
