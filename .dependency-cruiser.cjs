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
    exclude: {
      path: [
        '\\.spec\\.ts$',
        '\\.test-helper\\.ts$',
        // The database's table list and the seed name every module on purpose, as the app module
        // does: they stand above the modules, though they live in db/ (eslint.config.mjs, "db/").
        '^backend/src/db/(schema|seed)\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
