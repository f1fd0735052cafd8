/**
 * Every module's tables: the registry handed to the database set-up (`openDatabase({ tables })`)
 * for Drizzle's relational queries. It lives at the composition root, beside app.module.ts,
 * because it names every module; db/ names none. A module with new tables adds one line here.
 */
import * as users from './users/users.schema';
import * as auth from './auth/auth.schema';
import * as catalog from './catalog/catalog.schema';
import * as content from './content/content.schema';
import * as coupons from './coupons/coupons.schema';
import * as invoices from './invoices/invoices.schema';
import * as messaging from './messaging/messaging.schema';
import * as orders from './orders/orders.schema';
import * as payments from './payments/payments.schema';
import * as reviews from './reviews/reviews.schema';
import * as uploads from './uploads/uploads.schema';
import * as notifications from './notifications/notifications.schema';
import * as privacy from './privacy/privacy.schema';
import * as staff from './staff/staff.schema';
import * as audit from './audit/audit.schema';
import * as currencies from './currencies/exchange-rates.schema';
import * as analytics from './analytics/analytics.schema';

export const appTables = {
  ...users,
  ...auth,
  ...catalog,
  ...content,
  ...coupons,
  ...invoices,
  ...messaging,
  ...orders,
  ...payments,
  ...reviews,
  ...uploads,
  ...notifications,
  ...privacy,
  ...staff,
  ...audit,
  ...currencies,
  ...analytics,
};

declare module './db/database' {
  /** Types every repository's `Database` with the tables registered above. */
  interface RegisteredTables {
    tables: typeof appTables;
  }
}
