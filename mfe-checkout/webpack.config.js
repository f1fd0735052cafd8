const { createRemoteConfigs } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createRemoteConfigs(
    {
      name: 'checkout',
      dir: __dirname,
      exposes: {
        './Routes': './src/routes.tsx',
        './invoice': './src/features/orders/invoice/index.ts',
        // The payment dialog, reused by the messaging remote to pay an accepted custom offer.
        './PaymentChooser': './src/features/payments/components/payment-chooser.tsx',
      },
    },
    argv,
  );
