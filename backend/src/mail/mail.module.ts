import { Module } from '@nestjs/common';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

/**
 * Import this module to send mail through `MailService.send({ to, subject, text, html? })`.
 * Mails that must not hold a request go through the `mail` queue (MAIL_QUEUE, registered once
 * for the whole API in AppModule), worked on by `MailProcessor`.
 */
@Module({
  providers: [MailService, MailProcessor],
  exports: [MailService],
})
export class MailModule {}
