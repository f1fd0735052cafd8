/**
 * Import rules dependency-cruiser keeps (ESLint keeps the per-file ones, eslint.config.mjs):
 * the backend's top-level folders form no cycle. A module owns its data and state; a workflow
 * above the modules composes them (account/ over users/, auth/ and uploads/, sockets/ over auth/,
 * messaging/ and realtime/); nothing below calls back up.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-backend-folder-cycle',
      comment:
        'Two backend folders import each other: move the shared piece down (common/, or the lower module), or compose both from a folder above them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^backend/src/[^/]+$' },
      to: { path: '^backend/src/[^/]+$', circular: true },
    },
    {
      name: 'composition-root-on-top',
      comment:
        'The files beside app.module.ts (the app, its table registry, its seed, main and gateway) compose the modules: no module imports them, or the loop runs through the root. Only cli/, the command-line tools that compose modules by hand, stands on them.',
      severity: 'error',
      from: { path: '^backend/src/[^/]+/', pathNot: '^backend/src/cli/' },
      to: { path: '^backend/src/[^/]+\\.ts$' },
    },
    {
      name: 'gateway-without-uploads',
      comment:
        "The stand-alone socket gateway never loads uploads/: its sweep there would know only the references of the modules the gateway loads, and remove every other module's files.",
      severity: 'error',
      from: { path: '^backend/src/gateway\\.ts$' },
      to: { path: '^backend/src/uploads/', reachable: true },
    },
  ],
  options: {
    includeOnly: '^backend/src/',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
