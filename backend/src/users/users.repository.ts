import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type StaffRole } from '@market/contracts';
import { DATABASE } from '../db/database.module';
import { Database, DbExecutor, DbTransaction } from '../db/database';
import { UserRow, users } from './users.schema';

export type NewUser = typeof users.$inferInsert;

/** The only code that touches the users table. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Profile pictures, for the uploads sweep. */
  async mediaUrls(): Promise<string[]> {
    const rows = await this.db
      .select({ img: users.img })
      .from(users)
      .where(sql`${users.img} is not null`);
    return rows.map((row) => row.img!);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async billing(id: string, tx: DbExecutor = this.db): Promise<UserRow['billing'] | undefined> {
    const [row] = await tx.select({ billing: users.billing }).from(users).where(eq(users.id, id)).limit(1);
    return row?.billing;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async findByGoogleId(googleId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
    return row;
  }

  async findByGithubId(githubId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.githubId, githubId)).limit(1);
    return row;
  }

  /** Usernames that start with `base` (case-insensitive), to pick a free one. */
  async usernamesStartingWith(base: string): Promise<string[]> {
    const pattern = `${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .select({ username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) like ${pattern}`);
    return rows.map((r) => r.username.toLowerCase());
  }

  /** Sets a new password hash and bumps the session version, which ends every existing session. */
  async replacePassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async recordSignIn(id: string): Promise<void> {
    await this.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
  }

  async anyAdminExists(): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    return row !== undefined;
  }

  async listAdminIds(): Promise<string[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    return rows.map((row) => row.id);
  }

  async listAdminEmails(): Promise<string[]> {
    const rows = await this.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    return rows.map((row) => row.email);
  }

  async insert(user: NewUser, tx: DbExecutor = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    return row;
  }

  /** Every staff member, owners first, then by name. */
  listStaff(): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(sql`${users.staffRole} <> 'owner'`, asc(sql`lower(${users.username})`));
  }

  /**
   * Changes a staff member's role or active flag in one transaction that first locks the active
   * owners (in id order, so concurrent changes take turns) and the member: `decide` sees the
   * member and how many active owners there are, and may refuse; `within` joins the transaction
   * (to record the change). Undefined when `id` is no staff member.
   */
  changeStaff(
    id: string,
    decide: (member: UserRow, activeOwners: number) => { staffRole: StaffRole; active: boolean },
    within: (tx: DbTransaction, before: UserRow, after: UserRow) => Promise<void>,
  ): Promise<{ before: UserRow; after: UserRow } | undefined> {
    return this.db.transaction(async (tx) => {
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.staffRole, 'owner'), eq(users.active, true)))
        .orderBy(users.id)
        .for('update');
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.isAdmin, true)))
        .for('update');
      if (!before) return undefined;
      const change = decide(before, owners.length);
      const [after] = await tx
        .update(users)
        .set({
          ...change,
          // Deactivation ends every session the member has, also tokens not yet seen.
          sessionVersion: change.active ? users.sessionVersion : sql`${users.sessionVersion} + 1`,
        })
        .where(eq(users.id, id))
        .returning();
      await within(tx, before, after);
      return { before, after };
    });
  }

  /**
   * Marks the address verified only while it is still `email`, in one statement: an address
   * changed at the same moment is never verified by a link sent to the one before.
   */
  async markEmailVerified(id: string, email: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Links a provider identity while the account's address is still `email` and verified, in one statement. */
  async linkProviderToVerified(
    id: string,
    email: string,
    link: { googleId: string } | { githubId: string },
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set(link)
      .where(
        and(eq(users.id, id), eq(users.emailVerified, true), sql`lower(${users.email}) = lower(${email})`),
      )
      .returning();
    return row;
  }

  /**
   * Erases the personal data of the row in one statement: what stays names nobody (a free
   * `deleted-` username, an address under the reserved .invalid domain that no mail reaches and
   * nobody can register), no password or provider links, a new session version.
   */
  async erase(id: string, username: string, at: Date): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        username,
        email: `${id}@deleted.invalid`,
        emailVerified: false,
        passwordHash: null,
        country: null,
        phone: null,
        img: null,
        googleId: null,
        githubId: null,
        billing: null,
        locale: DEFAULT_LOCALE,
        currency: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        deletedAt: at,
      })
      .where(and(eq(users.id, id), sql`${users.deletedAt} is null`))
      .returning();
    return row;
  }

  async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  }
}
