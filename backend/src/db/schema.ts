// Every module's tables, gathered for Drizzle's relational queries and drizzle-kit.
export * from '../users/users.schema';
export * from '../auth/auth.schema';
export * from '../catalog/catalog.schema';
export * from '../content/content.schema';
export * from '../coupons/coupons.schema';
export * from '../invoices/invoices.schema';
export * from '../messaging/messaging.schema';
export * from '../orders/orders.schema';
export * from '../payments/payments.schema';
export * from '../reviews/reviews.schema';
export * from '../uploads/uploads.schema';
export * from '../notifications/notifications.schema';
export * from '../audit/audit.schema';
export * from '../staff/staff.schema';
