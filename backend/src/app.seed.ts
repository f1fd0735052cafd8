import { INestApplication, Logger } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { UsersService } from './users/users.service';
import { seedDemoServices } from './catalog/catalog.demo';
import { seedDemoContent } from './content/content.demo';
import { seedDemoCoupons } from './coupons/coupons.demo';

export const DEMO_ACCOUNTS = {
  admin: {
    username: 'admin',
    password: 'admin-demo-123',
    email: 'admin@example.com',
    country: 'United States',
  },
  buyer: { username: 'buyer', password: 'buyer-demo-123', email: 'buyer@example.com', country: 'Canada' },
  /** A staff member with the fulfilment role: sees only the screens that role can use. */
  studio: {
    username: 'studio',
    password: 'studio-demo-123',
    email: 'studio@example.com',
    country: 'United States',
  },
};

/** Creates the first admin (an owner) from SEED_ADMIN_* and, with DEMO_DATA, the demo accounts and content. */
export async function seed(app: INestApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  const users = app.get(UsersService);
  if (config.seedAdmin && !(await users.anyAdminExists())) {
    await users.create({ ...config.seedAdmin, isAdmin: true, emailVerified: true });
    logger.log(`Created admin "${config.seedAdmin.username}" from SEED_ADMIN_*`);
  }
  if (!config.demoData) return;
  const admin =
    (await users.findByUsername(DEMO_ACCOUNTS.admin.username)) ??
    (await users.create({ ...DEMO_ACCOUNTS.admin, isAdmin: true, emailVerified: true }));
  if (!(await users.findByUsername(DEMO_ACCOUNTS.buyer.username)))
    await users.create({ ...DEMO_ACCOUNTS.buyer, emailVerified: true });
  if (!(await users.findByUsername(DEMO_ACCOUNTS.studio.username)))
    await users.create({ ...DEMO_ACCOUNTS.studio, staffRole: 'fulfilment', emailVerified: true });
  for (const seedContent of demoContentSeeders) await seedContent(app, admin.id);
  if (!config.newcomerSetup) {
    logger.warn(
      '!!! DEMO_DATA is on: demo accounts with published passwords exist on this site; set DEMO_DATA=false and remove them before going live !!!',
    );
  }
  logger.log(
    `Demo accounts: admin "${DEMO_ACCOUNTS.admin.username}" / "${DEMO_ACCOUNTS.admin.password}", ` +
      `buyer "${DEMO_ACCOUNTS.buyer.username}" / "${DEMO_ACCOUNTS.buyer.password}", ` +
      `fulfilment staff "${DEMO_ACCOUNTS.studio.username}" / "${DEMO_ACCOUNTS.studio.password}"`,
  );
}

/** Feature modules add their demo content here (services, blogs, coupons...). Each must be idempotent. */
export const demoContentSeeders: Array<(app: INestApplication, adminId: string) => Promise<void>> = [
  seedDemoServices,
  seedDemoContent,
  seedDemoCoupons,
];
