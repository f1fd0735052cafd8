import { join } from 'node:path';

/** `node` arguments that run a backend TypeScript file from its source (scripts/ts-register.js). */
export const FROM_SOURCE = ['-r', join(__dirname, '..', 'scripts', 'ts-register.js')];
