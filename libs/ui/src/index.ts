import './ui.css';

export { toast, useToasts, TOAST_AUTO_CLOSE_MS } from './toast-store';
export type { ToastKind, ToastMessage } from './toast-store';
export { Toaster } from './toaster';
export { LoadingOverlay } from './loading-overlay';
export { LoadingBlock } from './loading-block';
export type { LoadingBlockProps } from './loading-block';
export { NotFoundScreen } from './not-found-screen';
export { SectionUnavailable } from './section-unavailable';
export { RemoteBoundary } from './remote-boundary';
export { ConfirmDialog } from './confirm-dialog';
export { useFieldErrors } from './use-field-errors';
export { errorTextIn, loadErrorMessages, useErrorText } from './use-error-text';
export type { ErrorText } from './use-error-text';
export { useHydrated } from './use-hydrated';
export { DetailSection, DetailField, TitledCard } from './detail-section';
export { ServerLoads, ServerLoadsContext, setHydrationLoads, useLoad } from './use-load';
export * from './use-page-meta';
export type { Loaded, SerializedError, SerializedLoad } from './use-load';
export { ResponsiveImage, InViewVideo } from './responsive-image';
export type { ResponsiveImageProps, InViewVideoProps } from './responsive-image';
export * from './i18n';
export {
  chooseCurrency,
  CurrencyMenu,
  CurrencyNotice,
  OrderAmount,
  Price,
  useChosenCurrency,
  useCurrencies,
  useMoney,
} from './currency';
export type { MoneyDisplay } from './currency';
