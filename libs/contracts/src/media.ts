/**
 * Names of uploaded media and of what the server derives from them. An upload is stored as
 * `<32 hex>.<ext>`; an image (JPEG, PNG, WebP) also gets `<32 hex>-<width>.<format>` variants,
 * a video `<32 hex>-poster.jpg`. The backend writes these names and pages build `srcset`s
 * from them, so both read them here.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

export type StoredMediaName =
  | { kind: 'original'; base: string; ext: string }
  | { kind: 'variant'; base: string; width: VariantWidth; format: VariantFormat }
  | { kind: 'poster'; base: string };

const ORIGINAL = /^([a-f0-9]{32})\.(jpg|png|webp|gif|mp4|webm)$/;
const VARIANT = /^([a-f0-9]{32})-(320|640|1280)\.(avif|webp|jpg|png)$/;
const POSTER = /^([a-f0-9]{32})-poster\.jpg$/;
const URL_NAME = /^(.*\/)([a-f0-9]{32})\.(jpg|png|webp|gif|mp4|webm)$/;

/** What a stored file name is, or undefined for any other name. */
export function parseStoredMediaName(name: string): StoredMediaName | undefined {
  let match = ORIGINAL.exec(name);
  if (match) return { kind: 'original', base: match[1], ext: match[2] };
  match = VARIANT.exec(name);
  if (match) {
    return {
      kind: 'variant',
      base: match[1],
      width: Number(match[2]) as VariantWidth,
      format: match[3] as VariantFormat,
    };
  }
  match = POSTER.exec(name);
  return match ? { kind: 'poster', base: match[1] } : undefined;
}

/** The format a variant keeps as the fallback beside AVIF and WebP: the original's own. */
export function fallbackFormat(ext: string): VariantFormat | undefined {
  return ext === 'jpg' || ext === 'png' || ext === 'webp' ? ext : undefined;
}

export interface ImageSources {
  /** `srcset` lists per format, best first; the last one is the fallback for the `<img>`. */
  sources: Array<{ format: VariantFormat; type: string; srcSet: string }>;
  /** The middle variant in the fallback format, for the `<img src>`. */
  src: string;
}

const TYPE: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The variants of an uploaded image URL (absolute, site-relative or on a CDN), or undefined
 * for a URL that has none (a GIF, a video, a foreign or data: URL): show such a URL as it is.
 */
export function imageSources(url: string): ImageSources | undefined {
  const match = URL_NAME.exec(url.split(/[?#]/)[0]);
  const fallback = match && fallbackFormat(match[3]);
  if (!match || !fallback) return undefined;
  const [, prefix, base] = match;
  const formats: VariantFormat[] = fallback === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', fallback];
  const at = (width: number, format: VariantFormat) => `${prefix}${base}-${width}.${format}`;
  return {
    sources: formats.map((format) => ({
      format,
      type: TYPE[format],
      srcSet: VARIANT_WIDTHS.map((width) => `${at(width, format)} ${width}w`).join(', '),
    })),
    src: at(640, fallback),
  };
}

/** The poster frame of an uploaded video URL, or undefined for any other URL. */
export function posterUrl(url: string): string | undefined {
  const match = URL_NAME.exec(url.split(/[?#]/)[0]);
  return match && (match[3] === 'mp4' || match[3] === 'webm')
    ? `${match[1]}${match[2]}-poster.jpg`
    : undefined;
}
