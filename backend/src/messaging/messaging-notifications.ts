import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@market/contracts';
import type { SessionUser } from '../common/access.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../notifications/notifications.service';
import { Role } from './messaging.repository';
import { ConversationRow } from './messaging.schema';
import { OfferView } from './messaging.views';
import { money, t } from '../i18n/i18n';

const HOUR_MS = 3_600_000;
const PREVIEW_LENGTH = 200;

const unreadKey = (conversationId: string, reader: Role) => `message-unread:${conversationId}:${reader}`;

/**
 * What messaging tells whom outside the chat: a new custom offer (bell and mail), and a message
 * left unread for MESSAGE_MAIL_MINUTES (a mail, at most one per conversation and reader per
 * hour; reading the conversation calls it off).
 */
@Injectable()
export class MessagingNotifications {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async offerNew(conversation: ConversationRow, offer: OfferView): Promise<void> {
    const { description, price, deliveryTime } = offer.offerDetails;
    await this.notifications.notify(conversation.buyerId, 'offer.new', (locale) => ({
      title: t(locale, 'notification.offer.title'),
      body: t(locale, 'notification.offer.body', {
        description: description.slice(0, PREVIEW_LENGTH),
        // The offer's price is in the shop's currency, in whole units.
        price: money(locale, Math.round(price * 100), this.config.shopCurrency),
        days: deliveryTime,
      }),
      link: `/messages/${conversation.id}`,
    }));
  }

  async messageSent(conversation: ConversationRow, sender: SessionUser, text: string): Promise<void> {
    const reader: Role = sender.isAdmin ? 'buyer' : 'admin';
    const from = (locale: Locale) =>
      sender.isAdmin ? t(locale, 'notification.unread.admin') : sender.username;
    const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
    await this.notifications.schedule({
      key: unreadKey(conversation.id, reader),
      userId: reader === 'buyer' ? conversation.buyerId : conversation.adminId,
      type: 'message.unread',
      content: (locale) => ({
        title: t(locale, 'notification.unread.title', { from: from(locale) }),
        body: t(locale, 'notification.unread.body', { from: from(locale), preview }),
        link: `/messages/${conversation.id}`,
      }),
      at: new Date(Date.now() + this.config.notifications.messageMailMinutes * 60_000),
      inApp: false,
      quietMs: HOUR_MS,
    });
  }

  async conversationRead(conversation: ConversationRow, reader: Role): Promise<void> {
    await this.notifications.cancel({
      key: unreadKey(conversation.id, reader),
      userId: reader === 'buyer' ? conversation.buyerId : conversation.adminId,
      type: 'message.unread',
    });
  }
}
