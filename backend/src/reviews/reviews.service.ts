import { Injectable } from '@nestjs/common';
import { DELETED_USER_NAME } from '@market/contracts';
import { SessionUser } from '../common/access.decorator';
import { conflict, forbidden, notFound, unauthorized } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { isUniqueViolation } from '../db/pg-errors';
import { OrderNotifications } from '../orders/order-notifications';
import { OrdersService } from '../orders/orders.service';
import { UsersService } from '../users/users.service';
import { CatalogService } from '../catalog/catalog.service';
import { ReviewStats } from '../catalog/review-stats.service';
import { CreateReviewDto } from './reviews.dto';
import { ReviewsRepository } from './reviews.repository';
import { ReviewRow } from './reviews.schema';

const serviceMissing = () => notFound('SERVICE.NOT_FOUND', 'Service not found');

/**
 * Reviews: only a buyer with a paid order for the service, once per service. Every write
 * recomputes the service's averageStars/starNumber in its own transaction under a
 * per-service lock, so the figures stay exact under concurrent reviews and deletions.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly repo: ReviewsRepository,
    private readonly catalog: CatalogService,
    private readonly reviewStats: ReviewStats,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly orderNotifications: OrderNotifications,
  ) {}

  /** The reviews a person wrote, for their copy of their data. */
  ofUser(userId: string): Promise<ReviewRow[]> {
    return this.repo.listByUser(userId);
  }

  /** Keeps the person's reviews, shown as by "Deleted user" with no picture or country. */
  eraseUser(userId: string): Promise<void> {
    return this.repo.eraseUser(userId, DELETED_USER_NAME);
  }

  async list(serviceId: string): Promise<ReviewRow[]> {
    if (!(await this.catalog.exists(serviceId))) throw serviceMissing();
    return this.repo.listByService(serviceId);
  }

  async create(user: SessionUser, input: CreateReviewDto): Promise<ReviewRow> {
    if (!(await this.catalog.exists(input.serviceId))) throw serviceMissing();
    if (!(await this.orders.hasPaidOrder(user.id, input.serviceId))) {
      throw forbidden('REVIEW.NOT_ELIGIBLE', 'Only buyers with a paid order for this service can review it');
    }
    const account = await this.users.findById(user.id);
    if (!account) throw unauthorized('AUTH.UNKNOWN_USER', 'User information not found. Please log in again.');
    const duplicate = () => conflict('REVIEW.DUPLICATE', 'You have already reviewed this service');
    try {
      const created = await this.repo.withServiceLock(input.serviceId, async (tx) => {
        if (await this.repo.findByServiceAndUser(input.serviceId, user.id, tx)) throw duplicate();
        const review = await this.repo.insert(
          {
            serviceId: input.serviceId,
            userId: account.id,
            username: account.username,
            userImage: account.img,
            country: account.country,
            star: input.star,
            desc: input.desc.trim(),
          },
          tx,
        );
        await this.reviewStats.recompute(input.serviceId, tx);
        return review;
      });
      await this.orderNotifications.reviewed(user.id, input.serviceId);
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  /** The author or an admin deletes a review. */
  async delete(user: SessionUser, id: string): Promise<void> {
    const review = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!review) throw notFound('REVIEW.NOT_FOUND', 'Review not found');
    if (review.userId !== user.id && !user.isAdmin) {
      throw forbidden('REVIEW.NOT_AUTHOR', 'Only the author or an admin can delete this review');
    }
    await this.repo.withServiceLock(review.serviceId, async (tx) => {
      await this.repo.delete(review.id, tx);
      await this.reviewStats.recompute(review.serviceId, tx);
    });
  }
}
