import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * What another module's repository may read of a user inside its own queries, where a join keeps
 * a hot read to one query (a session's user on every signed-in request, a conversation's buyer):
 * a subquery of the public columns, not the table, so no other module writes users or reads
 * their secrets. PostgreSQL folds it into the join: the plan is the table's.
 */
export const userAccounts = new QueryBuilder()
  .select({
    id: users.id,
    username: users.username,
    isAdmin: users.isAdmin,
    staffRole: users.staffRole,
    active: users.active,
    sessionVersion: users.sessionVersion,
    deletedAt: users.deletedAt,
  })
  .from(users)
  .as('user_accounts');
