/**
 * `@market/ui/orders`: the parts the order, checkout and account screens share (an order's
 * details, progress, files, refunds and milestones, the billing fields, the status badges). A
 * shared module of its own, apart from `@market/ui`, so a public page's first load does not carry
 * them: they arrive with the first screen that shows an order.
 */
export {
  OrderStatusBadge,
  PaymentStatusBadge,
  orderStatusVariant,
  paymentStatusVariant,
  paymentMethodName,
} from './status-badges';
export { OrderDetails } from './order-details';
export {
  DueDate,
  FulfilmentProgress,
  OrderFiles,
  OrderTimeline,
  RequirementAnswers,
  revisionsLeftWords,
  stageWords,
} from './order-fulfilment';
export type { FulfilmentViewer } from './order-fulfilment';
export { finishedUploads, uploadedUrls, uploadOrderFiles, UploadProgressList } from './order-uploads';
export type { OrderUpload } from './order-uploads';
export { useOrderDocuments } from './use-order-documents';
export type { OrderDocuments } from './use-order-documents';
export { RefundsSection } from './refunds-section';
export { MilestoneStrip, milestoneWords } from './milestone-strip';
export { BillingFields } from './billing-fields';
export { fileChoiceProblemIn, fileSizeIn } from './file-choice';
