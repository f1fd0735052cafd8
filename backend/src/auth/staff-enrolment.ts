import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { isStaff } from './staff';
import { TwoFactorRepository } from './two-factor/two-factor.repository';

/**
 * The STAFF_2FA=required rule, in one place for the HTTP guard and the socket gateway: a staff
 * member without a second factor (an enabled TOTP or a passkey) must set one before anything else.
 */
@Injectable()
export class StaffEnrolment {
  constructor(
    private readonly rows: TwoFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async required(user: { id: string; isAdmin?: boolean }): Promise<boolean> {
    if (this.config.staffTwoFactor !== 'required' || !isStaff(user)) return false;
    const { totp, passkeys } = await this.rows.factorsOf(user.id);
    return !totp && passkeys === 0;
  }
}
