import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { OnChange } from '../audit/audit.service';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import { exchangeRates, ExchangeRatesRow, NewExchangeRatesRow, RatesSource } from './exchange-rates.schema';

/** The only code that touches the exchange_rates table. */
@Injectable()
export class ExchangeRatesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The rates in use: the newest set stored. */
  async newest(): Promise<ExchangeRatesRow | undefined> {
    const [row] = await this.db.select().from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
    return row;
  }

  /** The newest set of one source (the ECB's last good file, to check the next against). */
  async newestOf(source: RatesSource): Promise<ExchangeRatesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.source, source))
      .orderBy(desc(exchangeRates.createdAt))
      .limit(1);
    return row;
  }

  /** Stores a set, which becomes the one in use; `onChange` (the audit record) runs in its transaction. */
  insert(values: NewExchangeRatesRow, onChange?: OnChange<ExchangeRatesRow>): Promise<ExchangeRatesRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
      const [row] = await tx.insert(exchangeRates).values(values).returning();
      await onChange?.(tx, before, row);
      return row;
    });
  }
}
