import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import { RecentlyUsed } from '../common/recently-used';

/** A rule of the stylesheet, with what a page must hold for one of its selectors to match. */
interface StyleRule {
  kind: 'rule';
  css: string;
  /** One entry per selector: the classes (`.x`) and ids (`#x`) it names outside :not()/:is()…. */
  needs: string[][];
}

/** An at-rule holding rules (@media, @supports, @container, @layer): kept with what it keeps. */
interface StyleBlock {
  kind: 'block';
  prelude: string;
  children: StyleNode[];
}

/** Any other at-rule (@keyframes, @font-face), small, kept as it is; @charset goes (the page is UTF-8). */
interface StyleVerbatim {
  kind: 'verbatim';
  css: string;
}

type StyleNode = StyleRule | StyleBlock | StyleVerbatim;

/** Functional pseudo-classes whose arguments do not all have to be in the page: left out of `needs`. */
const FUNCTIONAL_PSEUDO = /:(not|is|where|has|nth-child|nth-last-child|host|host-context)\(/g;

/** The text of `selector` without the argument of every functional pseudo-class and attribute test. */
function withoutArguments(selector: string): string {
  let result = selector.replace(/\[[^\]]*\]/g, '');
  for (let match = FUNCTIONAL_PSEUDO.exec(result); match; match = FUNCTIONAL_PSEUDO.exec(result)) {
    const open = match.index + match[0].length;
    let depth = 1;
    let close = open;
    while (close < result.length && depth > 0) {
      if (result[close] === '(') depth++;
      else if (result[close] === ')') depth--;
      close++;
    }
    result = result.slice(0, open) + result.slice(close - 1);
    FUNCTIONAL_PSEUDO.lastIndex = open;
  }
  FUNCTIONAL_PSEUDO.lastIndex = 0;
  return result;
}

/** `.a.b > #c:hover` → ['.a', '.b', '#c'] (CSS escapes such as `\:` undone). */
export function selectorNeeds(selector: string): string[] {
  const tokens = withoutArguments(selector).match(/[.#](?:[\w-]|\\.)+/g) ?? [];
  return tokens.map((token) => token.replace(/\\(.)/g, '$1'));
}

function parseNodes(container: Container): StyleNode[] {
  const nodes: StyleNode[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      nodes.push({ kind: 'rule', css: node.toString(), needs: node.selectors.map(selectorNeeds) });
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      /^(media|supports|container|layer)$/i.test(node.name)
    ) {
      nodes.push({ kind: 'block', prelude: `@${node.name} ${node.params}`, children: parseNodes(node) });
    } else if (node.type === 'atrule' && node.name.toLowerCase() !== 'charset') {
      // A statement at-rule (@import, `@layer a, b`) prints without its semicolon.
      nodes.push({ kind: 'verbatim', css: node.nodes ? node.toString() : `${node.toString()};` });
    }
  });
  return nodes;
}

function select(nodes: StyleNode[], page: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') css += node.css;
    else if (node.kind === 'rule') {
      if (node.needs.some((needs) => needs.every((token) => page.has(token)))) css += node.css;
    } else {
      const inner = select(node.children, page);
      if (inner) css += `${node.prelude}{${inner}}`;
    }
  }
  return css;
}

/** Every class (`.x`) and id (`#x`) the elements of `html` carry. */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  const attribute = /\s(class|id)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
  for (let match = attribute.exec(html); match; match = attribute.exec(html)) {
    const prefix = match[1].toLowerCase() === 'class' ? '.' : '#';
    for (const name of (match[2] ?? match[3] ?? match[4]).split(/\s+/)) if (name) tokens.add(prefix + name);
  }
  return tokens;
}

/** The shell's stylesheet link in its built index.html (`<link href=/main.1b56.css rel=stylesheet>`). */
const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/i;

/**
 * The selections kept per stylesheet, by the page's classes and ids: pages of one kind (every
 * search page, every service page) carry the same set, and walking all of Bootstrap's rules for
 * each was a twentieth of a rendered page's CPU.
 */
const SELECTIONS_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A server-rendered page's first view is painted with the rules it uses, inlined in its head;
 * the shell's whole stylesheet comes after that paint. On a phone, the stylesheet's request and
 * the style pass over all of Bootstrap held the first paint back by about 0.4 s.
 *
 * The page's head gets `<style id="critical-css">` and a preload of the stylesheet marked
 * `data-stylesheet`, which shell/src/boot.js turns into the stylesheet after the first paint
 * (and before the app starts); without JavaScript, the `<noscript>` link applies it.
 * A rule is kept when a page element carries every class and id one of its selectors names, so
 * what the page shows is styled as the whole stylesheet styles it.
 */
export class CriticalStyles {
  private parsed:
    { path: string; mtimeMs: number; nodes: StyleNode[]; selections: RecentlyUsed<string> } | undefined;

  constructor(private readonly shellDir: string) {}

  /** `document` (the filled template) with its stylesheet link swapped as above; as it was when there is none. */
  inline(document: string, rendered: string): string {
    const link = STYLESHEET_LINK.exec(document)?.[0];
    const href = link && /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
    const parsed = href && this.stylesheet(href);
    if (!link || !href || !parsed) return document;
    const tokens = pageTokens(rendered);
    const key = [...tokens].sort().join(' ');
    let css = parsed.selections.get(key);
    if (css === undefined) {
      css = select(parsed.nodes, tokens).replace(/<\/style/gi, '<\\/style');
      parsed.selections.set(key, css, 2 * (css.length + key.length));
    }
    return document.replace(
      link,
      () =>
        `<style id="critical-css">${css}</style>` +
        `<link rel="preload" as="style" href="${href}" data-stylesheet>` +
        `<noscript>${link}</noscript>`,
    );
  }

  /** The stylesheet's rules, parsed once per build of the shell, and the selections made of them. */
  private stylesheet(href: string) {
    if (!/^\/[\w./-]+\.css$/.test(href) || href.includes('..')) return undefined;
    const path = join(this.shellDir, href);
    try {
      const { mtimeMs } = statSync(path);
      if (this.parsed?.path !== path || this.parsed.mtimeMs !== mtimeMs) {
        this.parsed = {
          path,
          mtimeMs,
          nodes: parseNodes(postcss.parse(readFileSync(path, 'utf8'))),
          selections: new RecentlyUsed<string>(SELECTIONS_MAX_BYTES),
        };
      }
      return this.parsed;
    } catch {
      return undefined;
    }
  }
}
