#!/usr/bin/env node
/**
 * The message catalogs' check, run by `npm run lint`: for each app (shell and each remote), the
 * ids its source uses (`formatjs extract`: FormattedMessage, formatMessage, defineMessages) and
 * its catalogs src/i18n/{en,de,es,fr,ar}.json must agree:
 *  - every id used is in every language, and no catalog has an id the source does not use;
 *  - every message is valid ICU (MessageFormat), with the same placeholders in every language
 *    (arguments and tags; plural and select branches may differ);
 *  - the English catalog says exactly what the source's defaultMessage says;
 *  - keys are sorted (FormatJS "simple" format: `{ "id": "message" }`).
 * The shared components' catalog (libs/ui/src/i18n/ui/<language>.json, ids `ui.*`, merged into
 * every app's messages by AppMessages) is checked the same way against the `ui.*` ids of the
 * shared libraries; an app's own source may not declare a `ui.*` id (no app catalog holds it).
 * Usage: node tools/check-catalogs.mjs [app folder or libs/ui …] (default: every app and libs/ui).
 * Exit 1 on a problem.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { parse } = require('@formatjs/icu-messageformat-parser');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-messaging', 'mfe-admin'];
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'ar'];

/** The names a message takes (arguments, plural/select variables, tags), sorted. */
export function placeholders(message) {
  const names = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7 && 'value' in element && element.type !== 8)
        names.add(element.value);
      if (element.type === 8) {
        names.add(`<${element.value}>`);
        visit(element.children);
      }
      if (element.type === 5 || element.type === 6) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * The problems of one app's catalogs against the messages its source declares
 * (`{ id: defaultMessage }`); `catalogs` is `{ en: {...}, de: {...}, … }`. `folder` holds the
 * catalogs and `sources` names the source (an app's own by default; the shared catalog's differ).
 */
export function catalogProblems(
  app,
  declared,
  catalogs,
  { folder = `${app}/src/i18n`, sources = `${app}/src` } = {},
) {
  const problems = [];
  const used = Object.keys(declared);
  for (const language of LANGUAGES) {
    const catalog = catalogs[language];
    const file = `${folder}/${language}.json`;
    if (!catalog || typeof catalog !== 'object' || Array.isArray(catalog)) {
      problems.push(`${file}: missing or not a JSON object`);
      continue;
    }
    const keys = Object.keys(catalog);
    const sorted = [...keys].sort();
    if (keys.some((key, index) => key !== sorted[index])) problems.push(`${file}: keys are not sorted`);
    for (const id of used) if (!(id in catalog)) problems.push(`${file}: "${id}" is missing`);
    for (const id of keys) if (!(id in declared)) problems.push(`${file}: "${id}" is not used in ${sources}`);
    for (const [id, message] of Object.entries(catalog)) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${file}: "${id}" is empty or not a string`);
        continue;
      }
      let names;
      try {
        names = placeholders(message);
      } catch (error) {
        problems.push(`${file}: "${id}" is not valid ICU (${error.message})`);
        continue;
      }
      const source = declared[id];
      if (typeof source !== 'string') continue;
      if (language === 'en' && message !== source) {
        problems.push(`${file}: "${id}" differs from the source's defaultMessage`);
      }
      let expected;
      try {
        expected = placeholders(source);
      } catch (error) {
        problems.push(`${sources}: "${id}"'s defaultMessage is not valid ICU (${error.message})`);
        continue;
      }
      if (names.join() !== expected.join()) {
        problems.push(`${file}: "${id}" has {${names.join(', ')}}, English has {${expected.join(', ')}}`);
      }
    }
  }
  return problems;
}

/** Each app's id prefix: the shared libraries' messages belong to the app whose prefix they carry. */
export const PREFIXES = {
  shell: 'shell.',
  'mfe-catalog': 'catalog.',
  'mfe-checkout': 'checkout.',
  'mfe-messaging': 'messaging.',
  'mfe-admin': 'admin.',
};
const SHARED_SOURCES = ['libs/ui', 'libs/remotes'];

/** The shared components' catalog: its ids, its folder, the sources that declare them. */
export const UI = { name: 'libs/ui', prefix: 'ui.', folder: 'libs/ui/src/i18n/ui', sources: SHARED_SOURCES };

const sharedMessages = () =>
  Object.entries(extractFrom(SHARED_SOURCES.filter((dir) => existsSync(join(ROOT, dir, 'src')))));

/**
 * `{ id: defaultMessage }` of every message an app's source declares (formatjs extract), with the
 * shared libraries' messages under the app's prefix (a shared component rendered inside that
 * app's provider may use the app's ids). The shared catalog's `ui.*` ids are never the app's.
 */
export function extractMessages(app) {
  const own = Object.entries(extractFrom([app])).filter(([id]) => !id.startsWith(UI.prefix));
  return {
    ...Object.fromEntries(own),
    ...Object.fromEntries(sharedMessages().filter(([id]) => PREFIXES[app] && id.startsWith(PREFIXES[app]))),
  };
}

/** `ui.*` ids an app's own source declares: they would be in no catalog the app loads. */
function sharedIdsIn(app) {
  return Object.keys(extractFrom([app])).filter((id) => id.startsWith(UI.prefix));
}

/** `{ id: defaultMessage }` of the shared libraries' `ui.*` messages (the shared catalog's). */
export function extractUiMessages() {
  return Object.fromEntries(sharedMessages().filter(([id]) => id.startsWith(UI.prefix)));
}

// Each set of folders is extracted once per run (the shared libraries serve every app's check).
const extracted = new Map();

function extractFrom(dirs) {
  if (dirs.length === 0) return {};
  const key = dirs.join('\n');
  if (!extracted.has(key)) extracted.set(key, runExtract(dirs));
  return extracted.get(key);
}

function runExtract(dirs) {
  const out = execFileSync(
    process.execPath,
    [
      require.resolve('@formatjs/cli/bin/formatjs'),
      'extract',
      ...dirs.map((dir) => `${join(ROOT, dir, 'src')}/**/*.{ts,tsx}`),
      '--ignore',
      '**/*.test.{ts,tsx}',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--throws',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out || '{}');
}

function readCatalogs(folder) {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = join(ROOT, folder, `${language}.json`);
      try {
        return [language, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined];
      } catch {
        return [language, undefined];
      }
    }),
  );
}

/** Every problem of one app's catalogs, or of the shared one (`libs/ui`). */
function problemsOf(name) {
  if (name === UI.name) {
    return catalogProblems(name, extractUiMessages(), readCatalogs(UI.folder), {
      folder: UI.folder,
      sources: UI.sources.map((dir) => `${dir}/src`).join(', '),
    });
  }
  return [
    ...sharedIdsIn(name).map(
      (id) => `${name}/src: "${id}" is a shared id (${UI.prefix}*): declare it in libs/ui`,
    ),
    ...catalogProblems(name, extractMessages(name), readCatalogs(`${name}/src/i18n`)),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names =
    process.argv.length > 2
      ? process.argv.slice(2).map((arg) => relative(ROOT, join(process.cwd(), arg)))
      : [...APPS, UI.name];
  let failed = false;
  for (const name of names) {
    const problems = problemsOf(name);
    for (const problem of problems) console.error(problem);
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
  process.stdout.write(`Message catalogs agree with the source (${names.join(', ')}).\n`);
}
