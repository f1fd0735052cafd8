/**
 * @jest-environment node
 */
// tools/check-catalogs.mjs (run by `npm run lint`): what it finds wrong in an app's catalogs.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../../tools/check-catalogs.mjs');

/** catalogProblems(app, declared, catalogs, where) run in Node (the script is an ES module). */
function problems(
  declared: Record<string, string>,
  catalogs: Record<string, unknown>,
  app = 'shell',
  where?: { folder: string; sources: string },
): string[] {
  const code = `import { catalogProblems } from ${JSON.stringify(SCRIPT)};
    process.stdout.write(JSON.stringify(catalogProblems(${JSON.stringify(app)}, ${JSON.stringify(declared)}, ${JSON.stringify(catalogs)}, ${JSON.stringify(where)})));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
  );
}

const good = (message: string) => ({
  en: { 'shell.a.b': message },
  de: { 'shell.a.b': message },
  es: { 'shell.a.b': message },
  fr: { 'shell.a.b': message },
  ar: { 'shell.a.b': message },
});

describe('the catalog check', () => {
  it('passes catalogs that agree with the source', () => {
    expect(problems({ 'shell.a.b': 'Hi {name}' }, good('Hi {name}'))).toEqual([]);
  });

  it('finds a key missing in a language, an unused key, invalid ICU, other placeholders, an unsorted file', () => {
    const catalogs = {
      ...good('Hi {name}'),
      de: { 'shell.a.b': 'Hallo {nom}', 'shell.z.z': 'Übrig' },
      es: {},
      fr: { 'shell.a.b': 'Salut {name' },
      ar: { 'shell.b.b': 'ب', 'shell.a.b': 'مرحبا {name}' },
    };
    const found = problems({ 'shell.a.b': 'Hi {name}', 'shell.b.b': 'B' }, catalogs);
    expect(found).toEqual(
      expect.arrayContaining([
        'shell/src/i18n/es.json: "shell.a.b" is missing',
        'shell/src/i18n/de.json: "shell.z.z" is not used in shell/src',
        expect.stringMatching(/^shell\/src\/i18n\/fr\.json: "shell\.a\.b" is not valid ICU/),
        'shell/src/i18n/de.json: "shell.a.b" has {nom}, English has {name}',
        'shell/src/i18n/ar.json: keys are not sorted',
        'shell/src/i18n/en.json: "shell.b.b" is missing',
      ]),
    );
  });

  it("finds an English catalog that says something else than the source's defaultMessage", () => {
    expect(
      problems({ 'shell.a.b': 'Sign In' }, { ...good('Sign In'), en: { 'shell.a.b': 'Sign in' } }),
    ).toEqual(['shell/src/i18n/en.json: "shell.a.b" differs from the source\'s defaultMessage']);
  });

  it("names the shared catalog's own files and sources", () => {
    const catalogs = {
      en: { 'ui.a': 'Close' },
      de: { 'ui.a': 'Schließen', 'ui.b': 'B' },
      es: {},
      fr: { 'ui.a': 'Fermer' },
      ar: { 'ui.a': 'إغلاق' },
    };
    const where = { folder: 'libs/ui/src/i18n/ui', sources: 'libs/ui/src, libs/remotes/src' };
    expect(problems({ 'ui.a': 'Close' }, catalogs, 'libs/ui', where)).toEqual([
      'libs/ui/src/i18n/ui/de.json: "ui.b" is not used in libs/ui/src, libs/remotes/src',
      'libs/ui/src/i18n/ui/es.json: "ui.a" is missing',
    ]);
  });
});
