import { Injectable } from '@nestjs/common';
import { MatchCount } from './catalog.repository';
import { ServiceView } from './dto/service.dto';
import { TtlCache } from '../common/ttl-cache';

export interface ServicePage extends MatchCount {
  items: ServiceView[];
}

/**
 * The catalogue's short-lived caches. Category pages and popular searches are asked for far more
 * often than the catalogue changes, and counting a whole category or a broad search (for
 * X-Total-Count) costs more than the page itself. This process's writes clear them at once;
 * other API processes see a change within the entries' lifetime.
 */
@Injectable()
export class CatalogCaches {
  /** Pages per query and viewer kind (with or without prices). */
  readonly pages = new TtlCache<ServicePage>(5_000, 300);
  /** Totals per filter. */
  readonly counts = new TtlCache<MatchCount>(10_000, 500);

  clear(): void {
    this.pages.clear();
    this.counts.clear();
  }
}
