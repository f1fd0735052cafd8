import { createHash } from 'node:crypto';

/** What is kept of one page view: never the IP or the user agent, only the day's hash of both. */
export interface Hit {
  at: Date;
  /** The shop's day (YYYY-MM-DD in SHOP_TIME_ZONE). */
  day: string;
  visitor: string;
  path: string;
  serviceId: string | null;
  source: HitSource;
}

/** Where a visitor came from: the referring domain ('' direct) and the page URL's utm_* fields. */
export interface HitSource {
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const DIRECT: HitSource = { referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' };

/** Longest path and source field kept; longer ones are cut (a URL is the visitor's to make up). */
export const MAX_PATH = 512;
const MAX_FIELD = 100;

/**
 * User agents that are programs, not people: crawlers, link previews, monitors, HTTP libraries
 * and headless browsers. A missing user agent counts as a program too.
 */
const BOT_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|pagespeed|headless|phantomjs|curl\/|wget|python-|httpx|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|scrapy|feedfetcher|^$/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_AGENT.test((userAgent ?? '').trim());
}

/** A speculative load (link prefetch or prerender) that nobody may ever look at. */
export function isPrefetch(headers: Record<string, unknown>): boolean {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers['purpose'] ?? ''} ${headers['x-purpose'] ?? ''} ${headers['x-moz'] ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * The day's visitor: a hash of the day's secret salt, the client address and its user agent. The
 * salt is deleted after the day, so the hash cannot be recomputed or joined across days.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = dayFormat(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // A fixed numbering system and calendar: the day is a key, not text for a reader.
    format = new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The referring site's host ('' when none, unreadable, or the shop itself), without `www.`. */
export function referrerDomain(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  host = host.replace(/^www\./, '');
  if (host === ownHost.replace(/^www\./, '')) return '';
  return host.slice(0, MAX_FIELD);
}

/** The source of a hit: its referrer's domain and the utm_* fields of the page's query. */
export function sourceOf(search: string, referrer: string | undefined, ownHost: string): HitSource {
  const query = new URLSearchParams(search);
  const field = (name: string) => (query.get(name) ?? '').trim().toLowerCase().slice(0, MAX_FIELD);
  return {
    referrer: referrerDomain(referrer, ownHost),
    utmSource: field('utm_source'),
    utmMedium: field('utm_medium'),
    utmCampaign: field('utm_campaign'),
  };
}

/** A service's own page: `/{subcategory}/{service id}` (the catalogue's detail route). */
const SERVICE_PAGE = /^\/[a-z0-9-]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export function serviceIdOf(path: string): string | null {
  return SERVICE_PAGE.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** Paths that are never page views (the API, probes, metrics, files). */
export function isCountablePath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !/^\/(api|uploads|remotes|metrics|health|healthz|readyz)(\/|$)/.test(path) &&
    !/\.[a-z0-9]{1,5}$/i.test(path)
  );
}
