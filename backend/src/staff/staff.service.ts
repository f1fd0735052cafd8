import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  can,
  type InvitationPreviewJson,
  type Locale,
  type StaffAssigneeJson,
  type StaffInvitationJson,
  type StaffMemberJson,
  type StaffRole,
} from '@market/contracts';
import { AuditActor, AuditService, changedFields } from '../audit/audit.service';
import { SessionService } from '../auth/session.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { conflict, gone, notFound } from '../common/domain-error';
import { localeOr } from '../i18n/i18n';
import { staffInvitationMail } from '../mail/templates/account-mails';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { Mail, MailService } from '../mail/mail.service';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { Account } from '../users/account';
import { UsersService } from '../users/users.service';
import { StaffRepository } from './staff.repository';
import { StaffInvitationRow } from './staff.schema';
import { toInvitationJson, toStaffMemberJson } from './staff.view';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A link's token: 32 random bytes, base64url. Anything else is not one of ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invitationGone = () => gone('STAFF.INVITATION_GONE', 'This invitation has been used or has expired');
const invitationUnknown = () => notFound('STAFF.INVITATION_NOT_FOUND', 'Invitation not found');

/** Staff accounts: invitations, roles, deactivation, with the last active owner kept. */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Staff');

  constructor(
    private readonly users: UsersService,
    private readonly invitations: StaffRepository,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @InjectJobQueue(MAIL_QUEUE) private readonly mailQueue?: JobQueue<Mail>,
  ) {}

  /** Every staff member, with whether each has a second factor on (two reads for the whole list). */
  async list(): Promise<StaffMemberJson[]> {
    const members = await this.users.listStaff();
    const withFactor = await this.twoFactor.withFactor(members.map((member) => member.id));
    return members.map((member) => toStaffMemberJson(member, withFactor.has(member.id)));
  }

  /** The active staff whose role may work orders: who an order can be assigned to, by name. */
  async assignees(): Promise<StaffAssigneeJson[]> {
    const members = await this.users.listStaff();
    return members
      .filter((member) => member.active && can(member.staffRole, 'orders.work'))
      .map((member) => ({ _id: member.id, username: member.username, role: member.staffRole! }))
      .sort((a, b) => a.username.localeCompare(b.username));
  }

  /** Invites an address (a second invitation to it replaces the first) and mails the link. */
  async invite(actor: AuditActor, email: string, role: StaffRole): Promise<StaffInvitationJson> {
    const address = email.trim().toLowerCase();
    if (await this.users.findByEmail(address)) {
      throw conflict('STAFF.EMAIL_TAKEN', 'An account with this e-mail address already exists');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.staffInvitationHours * 3_600_000);
    const row = await this.invitations.replaceInvitation(
      { email: address, role, tokenHash: sha256(token), invitedBy: actor.id, expiresAt },
      (tx, created) =>
        this.audit.record(tx, actor, {
          action: 'staff.invite',
          target: { type: 'invitation', id: created.id },
          after: { email: address, role },
        }),
    );
    // The invitee has no account yet: the mail speaks the inviter's language (the team's).
    const inviter = actor.id ? await this.users.findById(actor.id) : undefined;
    await this.sendInvitation(row, token, actor.username, localeOr(inviter?.locale));
    return toInvitationJson(row);
  }

  async pending(): Promise<StaffInvitationJson[]> {
    return (await this.invitations.listPending(new Date())).map(toInvitationJson);
  }

  async withdraw(actor: AuditActor, id: string): Promise<void> {
    const row = UUID.test(id)
      ? await this.invitations.withdraw(id, (tx, withdrawn) =>
          this.audit.record(tx, actor, {
            action: 'staff.invite_withdraw',
            target: { type: 'invitation', id: withdrawn.id },
            before: { email: withdrawn.email, role: withdrawn.role },
          }),
        )
      : undefined;
    if (!row) throw invitationUnknown();
  }

  /** What the invitation page shows: 404 for an unknown link, 410 for a used or expired one. */
  async preview(token: string): Promise<InvitationPreviewJson> {
    const row = TOKEN.test(token) ? await this.invitations.findByTokenHash(sha256(token)) : undefined;
    const usable = this.usable(row);
    return { email: usable.email, role: usable.role };
  }

  /** Creates the staff account of an invitation, once. */
  async accept(token: string, username: string, password: string): Promise<Account> {
    if (!TOKEN.test(token)) throw invitationUnknown();
    const member = await this.invitations.accept(sha256(token), async (tx, row) => {
      const invitation = this.usable(row);
      const member = await this.users.create(
        {
          username: username.trim(),
          email: invitation.email,
          password,
          staffRole: invitation.role,
          emailVerified: true,
        },
        tx,
      );
      await this.audit.record(
        tx,
        { id: member.id, username: member.username, role: invitation.role },
        {
          action: 'staff.accept',
          target: { type: 'user', id: member.id },
          after: { username: member.username, email: member.email, role: invitation.role },
        },
      );
      return member;
    });
    // Accepting signs the new member in.
    await this.users.recordSignIn(member.id);
    return member;
  }

  /**
   * Changes a member's role or active flag. The last active owner can be neither demoted nor
   * deactivated (409 STAFF.LAST_OWNER). Deactivation ends the member's sessions and sockets.
   */
  async change(actor: AuditActor, id: string, change: { role?: StaffRole; active?: boolean }) {
    const result = UUID.test(id)
      ? await this.users.changeStaff(
          id,
          (member, activeOwners) => {
            const next = {
              staffRole: change.role ?? member.staffRole!,
              active: change.active ?? member.active,
            };
            const wasOwner = member.staffRole === 'owner' && member.active;
            const staysOwner = next.staffRole === 'owner' && next.active;
            if (wasOwner && !staysOwner && activeOwners <= 1) {
              throw conflict('STAFF.LAST_OWNER', 'The shop must keep at least one active owner');
            }
            return next;
          },
          async (tx, before, after) => {
            const target = { type: 'user', id };
            if (before.staffRole !== after.staffRole) {
              const { before: was, after: now } = changedFields(before, after, ['staffRole']);
              await this.audit.record(tx, actor, { action: 'staff.role', target, before: was, after: now });
            }
            if (before.active !== after.active) {
              await this.audit.record(tx, actor, {
                action: after.active ? 'staff.activate' : 'staff.deactivate',
                target,
                before: { active: before.active },
                after: { active: after.active },
              });
            }
          },
        )
      : undefined;
    if (!result) throw notFound('STAFF.NOT_FOUND', 'Staff member not found');
    if (result.before.active && !result.after.active) await this.sessions.endAllOf(id);
    return toStaffMemberJson(result.after, (await this.twoFactor.withFactor([id])).has(id));
  }

  /** The invitation when it can still be used; 404 when there is none, 410 when used or expired. */
  private usable(row: StaffInvitationRow | undefined): StaffInvitationRow {
    if (!row) throw invitationUnknown();
    if (row.acceptedAt || row.expiresAt.getTime() <= Date.now()) throw invitationGone();
    return row;
  }

  private async sendInvitation(
    row: StaffInvitationRow,
    token: string,
    inviter: string,
    locale: Locale,
  ): Promise<void> {
    const mail: Mail = {
      to: row.email,
      ...staffInvitationMail(locale, {
        brand: this.config.brandName,
        inviter,
        role: row.role,
        hours: this.config.staffInvitationHours,
        link: `${this.config.publicUrl}/auth/accept-invite/${token}`,
      }),
    };
    try {
      if (this.mailQueue) await this.mailQueue.add(`staff-invitation-${row.id}`, mail);
      else await this.mail.send(mail);
    } catch (error) {
      this.logger.error(`Could not send the invitation to ${row.email}: ${(error as Error).message}`);
    }
  }
}
