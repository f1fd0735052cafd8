import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationType } from '@market/contracts';

/** Whose mail a link switches off: one user's, or the staff inbox's (ORDER_NOTIFY_EMAIL). */
export type UnsubscribeTarget = { user: string } | { inbox: true };

/** A link's signed parts: whose switch, which type, and the switch's version when the mail was sent. */
export interface SignedUnsubscribe {
  target: UnsubscribeTarget;
  type: NotificationType;
  version: number;
}

/**
 * Signed one-click unsubscribe links (RFC 8058): the signature binds the target (a user or the
 * staff inbox), the type and the switch's version, so a link switches off exactly one kind of mail
 * of one recipient, cannot be edited into another, and stops working once the switch has changed
 * since the mail went out. The key is derived from the session secret; it is never the secret itself.
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('notification-unsubscribe-v2').digest();
  }

  url(link: SignedUnsubscribe): string {
    const query = new URLSearchParams({
      ...('user' in link.target ? { user: link.target.user } : { inbox: '1' }),
      type: link.type,
      v: String(link.version),
      sig: this.sign(link),
    });
    return `${this.publicUrl}/api/notifications/unsubscribe?${query.toString()}`;
  }

  verify(link: SignedUnsubscribe, signature: string): boolean {
    const expected = Buffer.from(this.sign(link));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign({ target, type, version }: SignedUnsubscribe): string {
    const who = 'user' in target ? `user:${target.user}` : 'inbox';
    return createHmac('sha256', this.key).update(`${who}\n${type}\n${version}`).digest('base64url');
  }
}
