import { UserRow } from './users.schema';

/** A user account as other modules see it; they never touch its table (the row type stays in users). */
export type Account = Readonly<UserRow>;
