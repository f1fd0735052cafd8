import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, unauthorized } from '../common/domain-error';
import { ACCESS_KEY, AccessLevel, RequestWithUser, SessionUser } from '../common/access.decorator';
import { can, type Permission } from '@market/contracts';
import { standInReader } from './page-role';
import { PERMISSION_KEY } from './permission.decorator';
import { SESSION_COOKIE, SessionService } from './session.service';
import { ENROLMENT_OPEN_KEY, isStaff, permissionDenied } from './staff';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Global guard: reads the session cookie on every HTTP request (or, for a role page's render, takes
 * its stand-in user: `page-role.ts`) and enforces `@Access` and `@Permission`. A staff route
 * that declares no permission is denied to every role (default deny). A staff member who must
 * still set a second factor (STAFF_2FA=required) reaches only the routes marked `@OpenDuringEnrolment`.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    // A role's page reads the API as that role's stand-in, never as whoever asked for it first.
    request.user =
      standInReader(request.method) ?? (await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]));
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ??
      'public';
    if (level === 'public') return true;
    if (!request.user) throw unauthorized('AUTH.REQUIRED', 'You must be signed in');
    if (await this.mustEnrolFirst(request.user, context)) {
      throw forbidden(
        'AUTH.2FA_ENROLMENT_REQUIRED',
        'Staff accounts need a second factor. Set one up in Settings > Security first.',
      );
    }
    if (level !== 'admin') return true;
    if (!request.user.isAdmin) throw forbidden('AUTH.ADMIN_ONLY', 'Admins only');
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission || !can(request.user.role, permission)) throw permissionDenied(permission);
    return true;
  }

  /** Only real sessions (not a page render's stand-in), only staff, only off the enrolment routes. */
  private async mustEnrolFirst(user: SessionUser, context: ExecutionContext): Promise<boolean> {
    if (!user.sessionId || !isStaff(user)) return false;
    const open = this.reflector.getAllAndOverride<boolean>(ENROLMENT_OPEN_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return !open && (await this.twoFactor.enrolmentRequired(user));
  }
}
