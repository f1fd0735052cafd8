import { Injectable, Logger } from '@nestjs/common';
import { DELETE_ACCOUNT_WORD, DELETED_USER_NAME, type OpenOrdersDetails } from '@market/contracts';
import { AuditService } from '../audit/audit.service';
import { AuthPersonalData } from '../auth/personal-data.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import type { SessionUser } from '../common/access.decorator';
import { conflict, forbidden, invalid, notFound } from '../common/domain-error';
import { NotificationsService } from '../notifications/notifications.service';
import { OrdersService } from '../orders/orders.service';
import { PaymentEventsRetention } from '../payments/payment-events-retention';
import { ReviewsService } from '../reviews/reviews.service';
import { UploadsService } from '../uploads/uploads.service';
import { Account } from '../users/account';
import { UsersService } from '../users/users.service';
import { DataExportsService } from './data-exports.service';

/** A Google or GitHub account (no password) confirms by having signed in this recently. */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export interface DeleteAccountRequest {
  password?: string;
  confirm?: string;
  /** The authenticator app's code or a recovery code, when that factor is on. */
  code?: string;
}

/**
 * "Delete my account" (GDPR art. 17): refused while a paid order is still in work; otherwise the
 * person's data is erased at once and what the law or the seller needs is kept under "Deleted
 * user": orders, invoices and credit notes (with the billing details copied at payment), order
 * files, messages, reviews; the payment providers' events stay without the e-mail address.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthPersonalData,
    private readonly orders: OrdersService,
    private readonly reviews: ReviewsService,
    private readonly notifications: NotificationsService,
    private readonly uploads: UploadsService,
    private readonly exports: DataExportsService,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
    private readonly paymentEvents: PaymentEventsRetention,
  ) {}

  async delete(viewer: SessionUser, request: DeleteAccountRequest): Promise<void> {
    if (request.confirm !== DELETE_ACCOUNT_WORD) {
      throw invalid('ACCOUNT.CONFIRMATION_REQUIRED', `Type ${DELETE_ACCOUNT_WORD} to confirm`);
    }
    const account = await this.users.findById(viewer.id);
    if (!account || account.deletedAt) throw notFound('USER.NOT_FOUND', 'User not found');
    if (account.isAdmin) {
      throw forbidden('ACCOUNT.ADMIN', 'An admin account is closed by another admin, not deleted by itself');
    }
    await this.assertIdentity(account, viewer, request.password);
    const open = await this.orders.openPaidOf(account.id);
    if (open.length) {
      const details: OpenOrdersDetails = {
        orders: open.map((order) => ({
          _id: order.id,
          title: order.serviceTitle,
          status: order.orderStatus,
        })),
      };
      throw conflict(
        'ACCOUNT.OPEN_ORDERS',
        'Your account cannot be deleted while an order you paid for is still in work: wait until it is completed or cancelled',
        { details },
      );
    }
    // Last before erasing: a right code is used up (its time step, or the recovery code).
    await this.assertSecondFactor(account, viewer, request.code);
    await this.erase(account);
  }

  private async assertIdentity(
    account: Account,
    viewer: SessionUser,
    password: string | undefined,
  ): Promise<void> {
    if (account.passwordHash) {
      if (typeof password !== 'string' || !password) {
        throw invalid('ACCOUNT.PASSWORD_REQUIRED', 'Enter your password to delete your account');
      }
      if (!(await this.users.verifyPassword(account.passwordHash, password))) {
        throw forbidden('ACCOUNT.PASSWORD_INCORRECT', 'Password is incorrect');
      }
      return;
    }
    if (!(await this.signedInRecently(viewer))) {
      throw forbidden(
        'ACCOUNT.SIGN_IN_AGAIN',
        'Sign in again with Google or GitHub, then delete your account within 10 minutes',
      );
    }
  }

  private async signedInRecently(viewer: SessionUser): Promise<boolean> {
    const openedAt = viewer.sessionId ? await this.auth.sessionOpenedAt(viewer.sessionId) : undefined;
    return Boolean(openedAt && Date.now() - openedAt.getTime() <= RECENT_SIGN_IN_MS);
  }

  /**
   * With an authenticator app on, the request carries its current code or a recovery code; with
   * passkeys only, the session must come from a sign-in (which asked for the passkey) within the
   * last 10 minutes, as for Google and GitHub accounts.
   */
  private async assertSecondFactor(
    account: Account,
    viewer: SessionUser,
    code: string | undefined,
  ): Promise<void> {
    const { totp, passkeys } = await this.twoFactor.factorsOf(account.id);
    if (totp) {
      if (!code?.trim()) {
        throw forbidden(
          'ACCOUNT.SECOND_FACTOR_REQUIRED',
          'Enter a code from your authenticator app, or a recovery code, to delete your account',
        );
      }
      if (!(await this.twoFactor.verifyCode(account.id, code))) {
        throw forbidden('ACCOUNT.SECOND_FACTOR_INCORRECT', 'The code is not correct');
      }
      return;
    }
    if (passkeys > 0 && !(await this.signedInRecently(viewer))) {
      throw forbidden(
        'ACCOUNT.SIGN_IN_AGAIN',
        'Sign in again with your passkey, then delete your account within 10 minutes',
      );
    }
  }

  /**
   * What goes, in the order that locks the person out first. Their pictures (the profile's, and
   * earlier ones their reviews still show) go last, once no record of theirs names them, and only
   * if no other record does.
   */
  private async erase(account: Account): Promise<void> {
    const pictures = await this.picturesOf(account);
    const erased = await this.users.erase(account.id);
    if (!erased) throw notFound('USER.NOT_FOUND', 'User not found');
    await this.auth.forget(account.id);
    await this.notifications.forget(account.id, account.username);
    await this.exports.forget(account.id);
    await this.orders.eraseBuyer(account.id);
    await this.paymentEvents.forgetEmail(account.email);
    await this.reviews.eraseUser(account.id);
    await this.uploads.removeUnlessReferenced(pictures);
    await this.recordAudit(account);
  }

  private async picturesOf(account: Account): Promise<string[]> {
    const shown = (await this.reviews.ofUser(account.id)).map((review) => review.userImage);
    return [account.img, ...shown].filter((url): url is string => Boolean(url));
  }

  /**
   * `user.delete` with no personal data: the user id only, in the log and the audit log (not the
   * request's IP address, which the audit log keeps for AUDIT_KEEP_DAYS).
   */
  private async recordAudit(account: Account): Promise<void> {
    this.logger.log({ msg: 'user.delete', event: 'user.delete', userId: account.id });
    await this.audit.recordAlone(
      { id: account.id, username: DELETED_USER_NAME, role: null },
      { action: 'user.delete', target: { type: 'user', id: account.id } },
      { withAddress: false },
    );
  }
}
