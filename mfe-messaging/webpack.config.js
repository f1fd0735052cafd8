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
        // The header's bell and the Settings section, likewise for signed-in users only.
        './NotificationBell': './src/features/notifications/components/notification-bell.tsx',
        './NotificationSettings': './src/features/notifications/components/notification-settings.tsx',
        // The one socket, for the order pages of checkout and admin (signed-in users only).
        './Realtime': './src/shared/realtime/realtime-module.ts',
      },
    },
    argv,
  );
