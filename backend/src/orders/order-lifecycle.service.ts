import { AuditActor, AuditService } from '../audit/audit.service';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { invalid, notFound } from '../common/domain-error';
import { FulfilmentMove, isLate, revisionLimit, workDelivered, wrongStage } from './order-lifecycle';
import { OrderEvents } from './order-events';
import { OrderFilesService } from './order-files.service';
import { OrderTimers, TimedMoves } from './order-timers';
import { OrderMovesRepository } from './order-moves.repository';
import { OrdersRepository } from './orders.repository';
import { OrdersService, PaymentOutcome, ProviderPayment } from './orders.service';
import { StoredRequirement } from './orders.schema';
import { Order } from './order';

export interface RequirementAnswer {
  answer?: string;
  files?: string[];
}

export interface DeliveryInput {
  message: string;
  files: string[];
}

const missing = () => notFound('ORDER.NOT_FOUND', 'Order not found');

/**
 * The order's lifecycle, in one place: every move of the work (see order-lifecycle.ts) is one
 * conditional update here, announced through OrderEvents once it is stored. The payment code
 * calls `confirmPayment` (the one "order paid" entry point); the buyer's and the admin's
 * endpoints call the moves; the timers call `autoAccept`. Nothing here calls back up.
 */
@Injectable()
export class OrderLifecycle implements TimedMoves {
  private readonly logger = new Logger('OrderLifecycle');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: OrdersRepository,
    private readonly moves: OrderMovesRepository,
    private readonly orders: OrdersService,
    private readonly files: OrderFilesService,
    private readonly timers: OrderTimers,
    private readonly events: OrderEvents,
    private readonly audit: AuditService,
  ) {}

  /**
   * Records a provider's confirmation (see OrdersService.confirmPayment). The order that becomes
   * paid starts its work in the same statement and is announced once.
   */
  async confirmPayment(orderId: string, payment: ProviderPayment): Promise<PaymentOutcome> {
    const outcome = await this.orders.confirmPayment(orderId, payment);
    if (outcome.kind === 'paid') await this.events.emit('paid', outcome.order);
    return outcome;
  }

  /**
   * The buyer answers the questions, one answer per question, in order: the work starts. Until the
   * first delivery the buyer may send them again, corrected; the seller is told and the due date
   * stays.
   */
  async submitRequirements(id: string, buyerId: string, answers: RequirementAnswer[]): Promise<Order> {
    const order = await this.orders.getForBuyer(id, buyerId);
    if (order.stage === 'working' && order.requirementsSubmittedAt) {
      if (order.deliveries.length > 0) throw workDelivered();
      const filled = await this.filledAnswers(order, answers);
      const corrected = await this.moves.correctRequirements(order.id, buyerId, filled);
      if (!corrected) throw await this.refusal(order.id, 'correctRequirements');
      await this.events.emit('requirementsCorrected', corrected);
      return corrected;
    }
    if (order.stage !== 'requirements') throw wrongStage(order.stage, 'submitRequirements');
    const filled = await this.filledAnswers(order, answers);
    const moved = await this.moves.submitRequirements(order.id, buyerId, filled, new Date());
    if (!moved) throw await this.refusal(order.id, 'submitRequirements');
    await this.events.emit('requirementsSubmitted', moved);
    return moved;
  }

  /** One checked answer per question, in order, with its files resolved to the order's own. */
  private async filledAnswers(order: Order, answers: RequirementAnswer[]): Promise<StoredRequirement[]> {
    if (answers.length !== order.requirements.length) {
      throw invalid(
        'ORDER.ANSWERS_COUNT',
        `answers: one answer per question is required (${order.requirements.length})`,
      );
    }
    const filled: StoredRequirement[] = [];
    for (const [i, question] of order.requirements.entries()) {
      const answer = (answers[i]!.answer ?? '').trim();
      const files = await this.files.resolve(order.id, answers[i]!.files ?? [], `answers[${i}].files`);
      if (question.required && answer === '' && files.length === 0) {
        throw invalid('ORDER.ANSWER_REQUIRED', `answers[${i}]: "${question.question}" needs an answer`);
      }
      filled.push({ ...question, answer, files });
    }
    return filled;
  }

  /** The seller hands over the work: the buyer reviews it until autoAcceptAt. */
  async deliver(id: string, input: DeliveryInput, actor?: AuditActor): Promise<Order> {
    const order = await this.orders.getAny(id);
    if (order.paymentStatus !== 'paid' || !['working', 'revision'].includes(order.stage ?? '')) {
      throw wrongStage(order.paymentStatus === 'paid' ? order.stage : null, 'deliver');
    }
    const files = await this.files.resolve(order.id, input.files, 'files');
    const now = new Date();
    const autoAcceptAt = new Date(now.getTime() + this.config.orderAutoAcceptHours * 60 * 60 * 1000);
    const delivery = { id: randomUUID(), message: input.message.trim(), files, createdAt: now.toISOString() };
    const moved = await this.moves.addDelivery(
      order.id,
      delivery,
      autoAcceptAt,
      actor &&
        ((tx, before) =>
          this.audit.record(tx, actor, {
            action: 'order.delivery',
            target: { type: 'order', id: order.id },
            before: { stage: before?.stage ?? null },
            after: { stage: 'delivered', deliveryId: delivery.id, files: files.length },
          })),
    );
    if (!moved) throw await this.refusal(order.id, 'deliver');
    await this.timers.scheduleAutoAccept(moved);
    await this.events.emit('delivered', moved);
    return moved;
  }

  /** The buyer asks for changes, within the revisions the package includes. */
  async requestRevision(id: string, buyerId: string, message: string): Promise<Order> {
    const order = await this.orders.getForBuyer(id, buyerId);
    const text = message.trim();
    const moved = await this.moves.requestRevision(order.id, buyerId, {
      message: text,
      createdAt: new Date().toISOString(),
    });
    if (!moved) {
      const current = await this.orders.getAny(order.id);
      if (current.paymentStatus === 'paid' && current.stage === 'delivered') {
        throw revisionLimit(current.revisionsAllowed);
      }
      throw await this.refusal(order.id, 'requestRevision');
    }
    await this.events.emit('revisionRequested', moved, text);
    return moved;
  }

  /**
   * The buyer accepts the delivery: the order is completed, or, on an order split into
   * milestones with more to come, the milestone is and the buyer is asked to pay the next.
   */
  async accept(id: string, buyerId: string): Promise<Order> {
    const order = await this.orders.getForBuyer(id, buyerId);
    const moved = await this.moves.accept(order.id, { buyerId }, new Date());
    if (!moved) throw await this.refusal(order.id, 'accept');
    await this.announceAccepted(moved, 'accepted');
    return moved.order;
  }

  private async announceAccepted(
    moved: { order: Order; milestone?: { position: number; title: string } },
    step: 'accepted' | 'autoAccepted',
  ): Promise<void> {
    if (moved.milestone && moved.order.orderStatus !== 'completed') {
      await this.events.milestoneAccepted(moved.order, moved.milestone, step === 'autoAccepted');
      return;
    }
    await this.events.emit(step, moved.order);
  }

  /**
   * A delivery left unanswered until its autoAcceptAt is accepted by itself. Called by the timer
   * job; only the call that moves the order announces it. A job that runs early (clock skew)
   * schedules itself again for the rest of the wait.
   */
  async autoAccept(orderId: string): Promise<Order | undefined> {
    if (!isUUID(orderId)) return undefined;
    const now = new Date();
    const moved = await this.moves.accept(orderId, { dueBy: now }, now);
    if (moved) {
      this.logger.log(`Order ${orderId} accepted by itself`);
      await this.announceAccepted(moved, 'autoAccepted');
      return moved.order;
    }
    const current = await this.repo.findById(orderId);
    if (current?.stage === 'delivered' && current.autoAcceptAt && current.autoAcceptAt > now) {
      await this.timers.scheduleAutoAccept(current, true);
    }
    return undefined;
  }

  /** Whether the order's work is past its due date now. */
  isLate(order: Order, now = new Date()): boolean {
    return order.stage !== null && isLate({ stage: order.stage, dueAt: order.dueAt }, now);
  }

  /** Why a move was refused, read after the conditional update changed nothing. */
  private async refusal(id: string, move: FulfilmentMove) {
    const current = await this.repo.findById(id);
    if (!current) return missing();
    return wrongStage(current.paymentStatus === 'paid' ? current.stage : null, move);
  }
}
