import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database, DbTransaction as Transaction } from '../db/database';
import { staffInvitations, StaffInvitationRow } from './staff.schema';

/** The only code that touches the invitations table. */
@Injectable()
export class StaffRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Stores a new invitation and withdraws the pending ones to the same address, in one transaction
   * that `within` joins (to record it).
   */
  replaceInvitation(
    invitation: Pick<StaffInvitationRow, 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
    within: (tx: Transaction, row: StaffInvitationRow) => Promise<void>,
  ): Promise<StaffInvitationRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .delete(staffInvitations)
        .where(
          and(
            sql`lower(${staffInvitations.email}) = lower(${invitation.email})`,
            isNull(staffInvitations.acceptedAt),
          ),
        );
      const [row] = await tx.insert(staffInvitations).values(invitation).returning();
      await within(tx, row);
      return row;
    });
  }

  listPending(now: Date): Promise<StaffInvitationRow[]> {
    return this.db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
      .orderBy(desc(staffInvitations.createdAt));
  }

  /** Withdraws a pending invitation; undefined when there is none with that id. */
  withdraw(
    id: string,
    within: (tx: Transaction, row: StaffInvitationRow) => Promise<void>,
  ): Promise<StaffInvitationRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
        .returning();
      if (row) await within(tx, row);
      return row;
    });
  }

  async findByTokenHash(tokenHash: string): Promise<StaffInvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Uses an invitation: locks its row, lets `use` decide and create the account in the same
   * transaction, then marks it accepted. Two uses at once take turns; the second sees it used.
   */
  accept<T>(
    tokenHash: string,
    use: (tx: Transaction, row: StaffInvitationRow | undefined) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash))
        .for('update');
      const result = await use(tx, row);
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(eq(staffInvitations.id, row!.id));
      return result;
    });
  }
}
