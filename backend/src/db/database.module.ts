import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseHandle } from './database';

export const DATABASE = Symbol('DATABASE');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
/** The database for search statements (`DatabaseHandle.searchDb`). */
export const SEARCH_DATABASE = Symbol('SEARCH_DATABASE');

/** Provides the opened database to repositories (`@Inject(DATABASE) db: Database`). */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  static forRoot(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_HANDLE, useValue: handle },
        { provide: DATABASE, useValue: handle.db },
        { provide: SEARCH_DATABASE, useValue: handle.searchDb },
      ],
      exports: [DATABASE, DATABASE_HANDLE, SEARCH_DATABASE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}
