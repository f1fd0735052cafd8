/** How the backend's TypeScript is compiled from source: by Jest's transform and by scripts/ts-register.js. */
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
};
