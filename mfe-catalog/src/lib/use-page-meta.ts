import { useEffect } from 'react';

let brand: string | undefined;

/** The brand is the first part of the title the shell's page was served with ('Gigly | …'). */
function brandName(): string {
  brand ??= document.title.split(' | ')[0]?.trim() || 'Gigly';
  return brand;
}

/** Text for a meta description: one line, cut at a word near `max` characters. */
export function metaSummary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Sets document.title ('{title} | {brand}') and the meta description for sharing and search
 * engines. Null while the page's data is loading: the previous values stay until then.
 */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    if (title === null) return;
    const name = brandName();
    document.title = title ? `${title} | ${name}` : name;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = metaSummary(description || title);
  }, [title, description]);
}
