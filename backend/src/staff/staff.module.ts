import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { SessionModule } from '../auth/session.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { StaffController } from './staff.controller';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

/** Staff accounts: the list, invitations, roles and deactivation (`staff.manage`). */
@Module({
  imports: [UsersModule, SessionModule, AuthModule, MailModule, AuditModule],
  controllers: [StaffController],
  providers: [StaffRepository, StaffService],
  exports: [StaffService],
})
export class StaffModule {}
