/**
 * Drops each message's English `defaultMessage` (and its translator `description`) from the
 * browser's production scripts, as FormatJS's `removeDefaultMessage` does: the catalogs already
 * hold every id in every language (tools/check-catalogs.mjs), so the scripts need only the ids.
 * Runs on the TypeScript source before swc-loader. It touches only the forms FormatJS extracts
 * (defineMessages, defineMessage, formatMessage, <FormattedMessage>) and only where the id is a
 * fixed string, so every id it strips is one the extraction put in a catalog. A module that reads
 * a message's `.defaultMessage` at run time (error-messages.ts matches the server's English to
 * pick a variant) keeps all of its own.
 * (@swc/plugin-formatjs would do this inside swc, but no release matches @swc/core 1.16's plugin ABI.)
 */
const babel = require('@babel/core');

const STRIPPED = new Set(['defaultMessage', 'description']);

const keyName = (property) =>
  property.type === 'ObjectProperty' && !property.computed
    ? property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'StringLiteral'
        ? property.key.value
        : undefined
    : undefined;

/** A message descriptor `{ id: '…', defaultMessage: … }`: without its English text. */
function stripDescriptor(node) {
  if (node?.type !== 'ObjectExpression') return;
  const id = node.properties.find((property) => keyName(property) === 'id');
  if (id?.value.type !== 'StringLiteral') return;
  node.properties = node.properties.filter((property) => !STRIPPED.has(keyName(property)));
}

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
      ? callee.property.name
      : undefined;

const readsDefaultMessage = (member) =>
  member.computed
    ? member.property.type === 'StringLiteral' && member.property.value === 'defaultMessage'
    : member.property.type === 'Identifier' && member.property.name === 'defaultMessage';

function stripDefaultMessages() {
  return {
    name: 'strip-default-messages',
    visitor: {
      Program(path) {
        path.traverse({
          MemberExpression(member) {
            if (!readsDefaultMessage(member.node)) return;
            path.skip();
            member.stop();
          },
          OptionalMemberExpression(member) {
            if (!readsDefaultMessage(member.node)) return;
            path.skip();
            member.stop();
          },
        });
      },
      CallExpression(path) {
        const [first] = path.node.arguments;
        switch (calleeName(path.node.callee)) {
          case 'defineMessages':
            if (first?.type === 'ObjectExpression')
              for (const property of first.properties) if (property.value) stripDescriptor(property.value);
            break;
          case 'defineMessage':
          case 'formatMessage':
            stripDescriptor(first);
            break;
        }
      },
      JSXOpeningElement(path) {
        const { node } = path;
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'FormattedMessage') return;
        const attributeName = (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name;
        const id = node.attributes.find((attribute) => attributeName(attribute) === 'id');
        if (id?.value?.type !== 'StringLiteral') return;
        node.attributes = node.attributes.filter((attribute) => !STRIPPED.has(attributeName(attribute)));
      },
    },
  };
}

/** `.ts` files without JSX: in them `<T>value` is a type assertion. */
const parserPlugins = (file) =>
  file.endsWith('.ts') ? ['typescript'] : file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['jsx'];

/** @this {import('webpack').LoaderContext<object>} */
module.exports = function stripDefaultMessagesLoader(source) {
  // Most files hold no message: leave them as they are, unparsed.
  if (!source.includes('defaultMessage')) return source;
  const result = babel.transformSync(source, {
    filename: this.resourcePath,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    // Parse TypeScript and JSX, print them back: swc-loader compiles them next.
    parserOpts: { plugins: parserPlugins(this.resourcePath) },
    plugins: [stripDefaultMessages],
    compact: false,
    sourceMaps: false,
  });
  return result.code;
};

module.exports.stripDefaultMessages = stripDefaultMessages;
