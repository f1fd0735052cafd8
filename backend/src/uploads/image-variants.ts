import sharp from 'sharp';
import { VARIANT_WIDTHS, VariantFormat, VariantWidth } from '@market/contracts';
import { DomainError } from '../common/domain-error';

/** Larger images are refused: a small file can decode to gigabytes (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const unreadable = () =>
  new DomainError(
    'UPLOAD.UNREADABLE_IMAGE',
    'unsupported_media',
    'The image could not be read: upload another file',
  );

/** Width and height as shown (EXIF orientation applied); refuses images over 40 megapixels. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the check below says what is wrong.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const pixels = meta.width * meta.height * Math.max(1, meta.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new DomainError(
      'UPLOAD.TOO_MANY_PIXELS',
      'too_large',
      `Image is too large: at most 40 megapixels (this one has ${(pixels / 1e6).toFixed(1)})`,
    );
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();

/**
 * The original as it will be served: upright, without EXIF/XMP/IPTC (GPS positions included).
 * Bytes that carry none of that are kept as they came; a GIF is kept as it came (animation).
 */
export async function cleanOriginal(bytes: Buffer, ext: string): Promise<Buffer> {
  if (ext === 'gif') return bytes;
  const meta = await sharp(bytes).metadata();
  const carries = meta.exif || meta.xmp || meta.iptc || (meta.orientation ?? 1) !== 1;
  if (!carries) return bytes;
  const image = decoder(bytes).keepIccProfile();
  if (ext === 'png') return image.png().toBuffer();
  if (ext === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export interface Variant {
  width: VariantWidth;
  format: VariantFormat;
  bytes: Buffer;
}

/**
 * Every variant of an image: each width of VARIANT_WIDTHS (or the image's own width when it is
 * narrower: never upscaled) in AVIF, WebP and the original's format. Sharp writes no metadata.
 */
export async function makeVariants(bytes: Buffer, fallback: VariantFormat): Promise<Variant[]> {
  // Decoded once to the largest size needed; every variant is cut from that.
  const largest = Math.max(...VARIANT_WIDTHS);
  const { data, info } = await decoder(bytes)
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const formats = [...new Set<VariantFormat>(['avif', 'webp', fallback])];
  const variants: Variant[] = [];
  for (const width of VARIANT_WIDTHS) {
    for (const format of formats) {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      variants.push({ width, format, bytes: await encode(resized, format) });
    }
  }
  return variants;
}

/** One variant, for a file uploaded before variants existed (made on its first request). */
export async function makeVariant(
  bytes: Buffer,
  width: VariantWidth,
  format: VariantFormat,
): Promise<Buffer> {
  return encode(decoder(bytes).resize({ width, withoutEnlargement: true }), format);
}

function encode(image: sharp.Sharp, format: VariantFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 72 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    default:
      return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}
