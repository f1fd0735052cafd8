import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CriticalStyles, pageTokens, selectorNeeds } from './critical-css';

const LINK = '<link href=/main.abc.css rel=stylesheet>';
const documentWith = (head: string) =>
  `<!doctype html><html><head><script defer src=/boot.js></script>${head}<title>x</title></head><body><div id="root"></div></body></html>`;

/** The inlined rules of `document` (what <style id="critical-css"> holds). */
const inlinedRules = (document: string) => /<style id="critical-css">([\s\S]*?)<\/style>/.exec(document)?.[1];

describe('critical CSS', () => {
  let dir: string;
  let styles: CriticalStyles;
  const writeStylesheet = (css: string) => writeFileSync(join(dir, 'main.abc.css'), css);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
    styles = new CriticalStyles(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the classes and ids a selector needs, not those inside :not(), :is() or an attribute test', () => {
    expect(selectorNeeds('.navbar-expand-lg .navbar-nav>#menu:hover::after')).toEqual([
      '.navbar-expand-lg',
      '.navbar-nav',
      '#menu',
    ]);
    expect(selectorNeeds('.btn:not(.disabled):is(.a,.b)')).toEqual(['.btn']);
    expect(selectorNeeds('a[href="#top"].link')).toEqual(['.link']);
    expect(selectorNeeds('.md\\:flex')).toEqual(['.md:flex']);
    expect(selectorNeeds(':root,[data-bs-theme=light]')).toEqual([]);
  });

  it("reads every element's classes and id, quoted or not", () => {
    expect([...pageTokens(`<div class="a  b" id='top'><p class=c>x</p><span data-class="nope">`)]).toEqual([
      '.a',
      '.b',
      '#top',
      '.c',
    ]);
  });

  it("inlines the rules the page's elements can match, in the stylesheet's order, and loads the rest after", () => {
    writeStylesheet(
      '@charset "UTF-8";:root{--x:1}body{margin:0}.card{color:red}.modal{display:none}' +
        '.card .card-title{font-weight:700}.card .modal-body{x:y}' +
        '@media (min-width:992px){.card{padding:1rem}.modal{margin:0}}@media print{.modal{x:y}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@layer base, app;',
    );
    const html = '<div class="card"><h2 class="card-title">Logo</h2></div>';
    const out = styles.inline(documentWith(LINK), html);

    expect(inlinedRules(out)).toBe(
      ':root{--x:1}body{margin:0}.card{color:red}.card .card-title{font-weight:700}' +
        '@media (min-width:992px){.card{padding:1rem}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@layer base, app;',
    );
    // The stylesheet itself no longer holds the first paint back: preloaded, applied by boot.js,
    // or at once without JavaScript.
    expect(out).toContain('<link rel="preload" as="style" href="/main.abc.css" data-stylesheet>');
    expect(out).toContain(`<noscript>${LINK}</noscript>`);
    expect(out.replace(`<noscript>${LINK}</noscript>`, '')).not.toMatch(/rel=["']?stylesheet/);
  });

  it('keeps a rule whose selector list has one matching selector', () => {
    writeStylesheet('.modal,.card{color:red}.modal,.toast{color:blue}');
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="card">'))).toBe(
      '.modal,.card{color:red}',
    );
  });

  it('keeps one selection per set of classes and ids: the same set is served it, another gets its own', () => {
    writeStylesheet('.card{color:red}.modal{color:blue}');
    const card = inlinedRules(styles.inline(documentWith(LINK), '<p class="card">'));
    expect(card).toBe('.card{color:red}');
    expect(inlinedRules(styles.inline(documentWith(LINK), '<div id="x"><p class="card"></p></div>'))).toBe(
      '.card{color:red}',
    );
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="card"><b class="card">'))).toBe(card);
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="modal">'))).toBe('.modal{color:blue}');
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="modal card">'))).toBe(
      '.card{color:red}.modal{color:blue}',
    );
  });

  it('cannot close its style element, whatever the stylesheet holds', () => {
    writeStylesheet('.card::after{content:"</style><script>alert(1)</script>"}');
    const out = styles.inline(documentWith(LINK), '<p class="card">');
    expect(out.match(/<\/style/gi)).toHaveLength(1);
    expect(inlinedRules(out)).toContain('/style><script>alert(1)</script>"}');
  });

  it('reads the stylesheet again when a new shell build replaces it', () => {
    writeStylesheet('.card{color:red}');
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="card">'))).toBe('.card{color:red}');
    writeStylesheet('.card{color:green}');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'main.abc.css'), later, later);
    expect(inlinedRules(styles.inline(documentWith(LINK), '<p class="card">'))).toBe('.card{color:green}');
  });

  it('leaves the document as it is without a readable stylesheet of its own', () => {
    const page = '<p class="card">';
    expect(styles.inline(documentWith(LINK), page)).toBe(documentWith(LINK)); // not built
    writeStylesheet('.card{color:red}');
    expect(styles.inline(documentWith(''), page)).toBe(documentWith(''));
    const outside = '<link href=/../main.abc.css rel=stylesheet>';
    expect(styles.inline(documentWith(outside), page)).toBe(documentWith(outside));
    const remote = '<link href=https://cdn.example/main.css rel=stylesheet>';
    expect(styles.inline(documentWith(remote), page)).toBe(documentWith(remote));
  });
});
