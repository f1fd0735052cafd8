import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * The brand every page title ends with. The shell provides its build-time BRAND_NAME once at
 * the root; the remotes' pages read the same context because @market/ui is a shared singleton.
 */
const BrandContext = createContext('');

export function BrandProvider({ brand, children }: { brand: string; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** '{title} | {brand}'; the brand alone for an empty title. */
export function pageTitle(title: string, brand: string): string {
  return [title, brand].filter(Boolean).join(' | ');
}

/** Text for a meta description: one line, cut at a word near `max` characters. */
export function metaSummary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets document.title ('{title} | {brand}') and the meta description for sharing and search
 * engines. Null while the page's data is loading: the previous values stay until then.
 */
export function usePageMeta(title: string | null, description?: string): void {
  const brand = useContext(BrandContext);
  useEffect(() => {
    if (title === null) return;
    document.title = pageTitle(title, brand);
    setDescription(metaSummary(description || title));
  }, [title, description, brand]);
  // A page that leaves must not lend its title to a next page that sets none (or is still loading).
  useEffect(() => () => void (document.title = brand), [brand]);
}
