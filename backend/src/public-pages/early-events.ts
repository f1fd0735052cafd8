import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SCRIPT } from '@market/contracts';

/** The early-event contract's CSP source: the one inline script the policy allows. */
export const EARLY_EVENTS_CSP = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;
