const { createRemoteConfigs } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createRemoteConfigs(
    {
      name: 'messaging',
      dir: __dirname,
      exposes: {
        './Routes': './src/routes.tsx',
        // The header's unread count, loaded by the shell for signed-in users only.
        './UnreadBadge': './src/features/unread/components/unread-badge.tsx',
      },
    },
    argv,
  );
