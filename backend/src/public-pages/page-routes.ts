/** Characters a path segment may hold unescaped (RFC 3986 pchar) that encodeURIComponent escapes. */
const PCHAR_ESCAPES = /%(24|26|2B|2C|3A|3B|3D|40)/g;

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The one spelling of a path: no empty segments (repeated or trailing slashes) and each segment
 * percent-encoded one way. Undefined when a segment is not valid percent-encoding. Public pages
 * answer any other spelling with a 301 here, so every page has one entry in the HTML cache.
 * (What a path shows, and its own canonical address, is its page's to say.)
 */
export function canonicalPathOf(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === undefined)) return undefined;
  return `/${(segments as string[])
    .map((s) => encodeURIComponent(s).replace(PCHAR_ESCAPES, (escape) => decodeURIComponent(escape)))
    .join('/')}`;
}
