import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationType } from '@market/contracts';

/**
 * Signed one-click unsubscribe links (RFC 8058): the signature binds the user and the type, so a
 * link switches off exactly one kind of mail of one person and cannot be edited into another.
 * The key is derived from the session secret; it is never the secret itself.
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('notification-unsubscribe-v1').digest();
  }

  url(userId: string, type: NotificationType): string {
    const query = new URLSearchParams({ user: userId, type, sig: this.sign(userId, type) });
    return `${this.publicUrl}/api/notifications/unsubscribe?${query.toString()}`;
  }

  verify(userId: string, type: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(userId, type));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(userId: string, type: string): string {
    return createHmac('sha256', this.key).update(`${userId}\n${type}`).digest('base64url');
  }
}
