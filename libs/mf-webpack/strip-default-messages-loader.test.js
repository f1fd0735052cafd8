const assert = require('node:assert/strict');
const { test } = require('node:test');
const loader = require('./strip-default-messages-loader');

/** The loader run as webpack runs it, on `source` from a file named `file`. */
const strip = (source, file = 'screen.tsx') => loader.call({ resourcePath: `/app/src/${file}` }, source);

test('drops the English of defineMessages, defineMessage and formatMessage, keeping the ids', () => {
  const out = strip(`
    const messages = defineMessages({
      title: { id: 'shell.title', defaultMessage: 'Welcome', description: 'page title' },
      count: { id: 'shell.count', defaultMessage: '{n, plural, one {# item} other {# items}}' },
    });
    const single = defineMessage({ id: 'shell.one', defaultMessage: 'One' });
    const text = intl.formatMessage({ id: 'shell.two', defaultMessage: 'Two' }, { a: 1 });
    const bare = formatMessage({ id: 'shell.three', defaultMessage: 'Three' });
  `);
  assert.doesNotMatch(out, /defaultMessage|description|Welcome|item|'One'|'Two'|'Three'/);
  for (const id of ['shell.title', 'shell.count', 'shell.one', 'shell.two', 'shell.three'])
    assert.match(out, new RegExp(id));
  assert.match(out, /a: 1/);
});

test('drops the English of <FormattedMessage> and keeps its other props', () => {
  const out = strip(
    `export const C = () => <FormattedMessage id="ui.hi" defaultMessage="Hi {name}" values={{ name }} />;`,
  );
  assert.doesNotMatch(out, /defaultMessage|Hi \{name\}/);
  assert.match(out, /id="ui\.hi"/);
  assert.match(out, /values=/);
});

test('keeps a message whose id is not a fixed string (the extraction cannot have put it in a catalog)', () => {
  const out = strip(
    'const t = intl.formatMessage({ id: `shell.${kind}`, defaultMessage: "Kind" });',
    'kind.ts',
  );
  assert.match(out, /defaultMessage: "Kind"/);
});

test('keeps every message of a module that reads a defaultMessage at run time', () => {
  const source = `
    const ERRORS = defineMessages({ a: { id: 'ui.error.A', defaultMessage: 'Not found' } });
    export const known = (text: string) => Object.values(ERRORS).find((m) => m.defaultMessage === text);
  `;
  assert.match(strip(source, 'errors.ts'), /defaultMessage: 'Not found'/);
});

test('parses a .ts type assertion, and leaves a file without messages untouched', () => {
  assert.match(
    strip("const x = <string>y; const m = defineMessage({ id: 'a.b', defaultMessage: 'B' });", 'x.ts'),
    /id: 'a\.b'\s*\}/,
  );
  const plain = 'export const a = 1;';
  assert.equal(strip(plain, 'plain.ts'), plain);
});
