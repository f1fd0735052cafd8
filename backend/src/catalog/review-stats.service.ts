import { Injectable } from '@nestjs/common';
import { isUuid } from '../common/ids';
import { DbExecutor } from '../db/database';
import { CatalogCaches } from './catalog-caches';
import { CatalogRepository } from './catalog.repository';

/** A service's review figures (averageStars, starNumber), kept by the reviews module's writes. */
@Injectable()
export class ReviewStats {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly caches: CatalogCaches,
  ) {}

  /**
   * After inserting or deleting a review, call this inside the same transaction (`tx`) so the
   * figures always match the reviews table.
   */
  async recompute(serviceId: string, tx?: DbExecutor): Promise<void> {
    if (isUuid(serviceId)) await this.repo.recomputeReviewStats(serviceId, tx);
    this.caches.clear();
  }
}
