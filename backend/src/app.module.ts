import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { ContentModule } from './content/content.module';
import { CouponsModule } from './coupons/coupons.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseHandle } from './db/database';
import { DatabaseModule } from './db/database.module';
import { HealthModule } from './health/health.module';
import { ObservabilityModule } from './observability/observability.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { QueueModule } from './queue/queue.module';
import { ReviewsModule } from './reviews/reviews.module';
import { MessagingModule } from './messaging/messaging.module';
import { ApiSocketsModule } from './realtime/api-sockets.module';
import { UsersApiModule } from './users/users-api.module';

/** The whole API. Feature modules are listed here once. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        // Per-route limits from config use @RateLimit('auth' | 'coupon') (auth/rate-limit.guard.ts); this default is generous.
        ThrottlerModule.forRoot([{ name: 'default', ttl: 60_000, limit: 100_000 }]),
        HealthModule,
        UsersApiModule,
        AuthModule,
        MessagingModule,
        ApiSocketsModule.forRoot(config),
        CatalogModule,
        CouponsModule,
        ContentModule,
        QueueModule.forRoot(config),
        OrdersModule,
        PaymentsModule.forRoot(config),
        ReviewsModule,
        ObservabilityModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
    };
  }
}
