/** Whom a signed-in public page is rendered for: every buyer alike, or the admins. */
export type PageRole = 'buyer' | 'admin';

/**
 * A signed-in public page (prices, the signed-in header) is rendered once for every user of a
 * role, as a stand-in user with this id (a UUID no account has), and kept like a visitor's page:
 * its bytes hold nothing of any one user. The browser hydrates it as the stand-in and then shows
 * its own signed-in user. A link made with the stand-in's id (the header's profile link, followed
 * before the page works) stands for whoever follows it: the API and the shell send them to the
 * same path with their own id (`ownPathOf`).
 */
export const STAND_IN_USER_ID = 'aff6a86d-5bd5-499d-bd63-dfd3b64f8a2b';

/** The stand-in of a role as the shell's signed-in user: no name, no e-mail. */
export function standInUser(role: PageRole): { _id: string; id: string; username: string; isAdmin: boolean } {
  return { _id: STAND_IN_USER_ID, id: STAND_IN_USER_ID, username: '', isAdmin: role === 'admin' };
}

/** Whether a user the page was rendered for is a role's stand-in. */
export function isStandIn(user: unknown): boolean {
  return typeof user === 'object' && user !== null && (user as { id?: unknown }).id === STAND_IN_USER_ID;
}

/** `path` made the user's own where it has the stand-in's id (unchanged where it has none). */
export function ownPathOf(path: string, userId: string): string {
  return path.replaceAll(STAND_IN_USER_ID, userId);
}
