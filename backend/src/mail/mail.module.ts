import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Import this module to send mail through `MailService.send({ to, subject, text, html? })`. */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
