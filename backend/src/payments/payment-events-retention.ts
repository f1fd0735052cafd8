import { Injectable } from '@nestjs/common';
import { PaymentsRepository } from './payments.repository';

/**
 * The personal data in the payment providers' stored webhook events (the buyer's e-mail address
 * on a Stripe session or a PayPal payer): processed events go after PAYMENT_EVENT_KEEP_DAYS, and
 * a deleted account's address leaves every event at once. Apart from PaymentEventsService, which
 * needs the `payments` queue, so the privacy module can use it without that.
 */
@Injectable()
export class PaymentEventsRetention {
  constructor(private readonly repo: PaymentsRepository) {}

  /** Deletes events processed before the cutoff; answers how many. */
  sweepProcessedBefore(cutoff: Date): Promise<number> {
    return this.repo.deleteProcessedEventsBefore(cutoff);
  }

  /** Strips the address from every stored event (its account is being deleted). */
  async forgetEmail(email: string): Promise<void> {
    await this.repo.removeEmailFromEvents(email);
  }
}
