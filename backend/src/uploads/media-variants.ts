import { Logger } from '@nestjs/common';
import {
  fallbackFormat,
  parseStoredMediaName,
  StoredMediaName,
  VARIANT_WIDTHS,
  VariantFormat,
} from '@market/contracts';
import { CONTENT_TYPES, makeVariant, makeVariants } from './image-variants';
import { FileStorage } from './storage/file-storage';
import { videoPoster } from './video-poster';

type DerivedName = Exclude<StoredMediaName, { kind: 'original' }>;

/**
 * What is made from an upload and kept beside it in the storage: image variants and video
 * posters. Needs only the storage, so the one-off command (make-variants.ts) runs without the API.
 */
export class MediaVariants {
  private readonly logger = new Logger('MediaVariants');
  /** Names being made, so concurrent requests for one share the work. */
  private readonly making = new Map<string, Promise<boolean>>();

  constructor(private readonly storage: FileStorage) {}

  /** Stores every variant of a new image (none for a GIF); answers their names. */
  async storeImageVariants(base: string, original: Buffer, ext: string): Promise<string[]> {
    const fallback = fallbackFormat(ext);
    if (!fallback) return [];
    const names: string[] = [];
    for (const variant of await makeVariants(original, fallback)) {
      const name = `${base}-${variant.width}.${variant.format}`;
      await this.storage.put(name, variant.bytes, CONTENT_TYPES[variant.format]);
      names.push(name);
    }
    return names;
  }

  /** Stores the poster frame of a new video when ffmpeg can take one; answers its name. */
  async storePoster(base: string, video: Buffer, ext: string): Promise<string[]> {
    const poster = await videoPoster(video, ext);
    if (!poster) return [];
    await this.storage.put(`${base}-poster.jpg`, poster, 'image/jpeg');
    return [`${base}-poster.jpg`];
  }

  /** Makes one missing variant or poster from its stored original; false when it cannot. */
  make(name: string): Promise<boolean> {
    const parsed = parseStoredMediaName(name);
    if (!parsed || parsed.kind === 'original') return Promise.resolve(false);
    let pending = this.making.get(name);
    if (!pending) {
      pending = this.derive(parsed).finally(() => this.making.delete(name));
      this.making.set(name, pending);
    }
    return pending;
  }

  /**
   * Makes the missing variants of every stored image and posters of every video (for files
   * stored before variants existed, and demo media). Answers how many files it made.
   */
  async makeMissing(): Promise<number> {
    const present = new Set<string>();
    const originals: string[] = [];
    for await (const file of this.storage.list()) {
      present.add(file.name);
      if (parseStoredMediaName(file.name)?.kind === 'original') originals.push(file.name);
    }
    let made = 0;
    for (const original of originals) {
      for (const name of derivedNames(original).slice(1)) {
        if (!present.has(name) && (await this.make(name))) made += 1;
      }
    }
    return made;
  }

  private async derive(parsed: DerivedName): Promise<boolean> {
    const exts = parsed.kind === 'poster' ? ['mp4', 'webm'] : sourceExts(parsed.format);
    for (const ext of exts) {
      const original = await this.storage.read(`${parsed.base}.${ext}`);
      if (!original) continue;
      try {
        if (parsed.kind === 'poster') return (await this.storePoster(parsed.base, original, ext)).length > 0;
        const bytes = await makeVariant(original, parsed.width, parsed.format);
        await this.storage.put(
          `${parsed.base}-${parsed.width}.${parsed.format}`,
          bytes,
          CONTENT_TYPES[parsed.format],
        );
        return true;
      } catch (error) {
        this.logger.warn(`Could not make a variant of ${parsed.base}.${ext}: ${(error as Error).message}`);
        return false;
      }
    }
    return false;
  }
}

/** An original's name first, then every name made from it. */
export function derivedNames(original: string): string[] {
  const parsed = parseStoredMediaName(original);
  if (parsed?.kind !== 'original') return [original];
  if (parsed.ext === 'mp4' || parsed.ext === 'webm') return [original, `${parsed.base}-poster.jpg`];
  const fallback = fallbackFormat(parsed.ext);
  if (!fallback) return [original];
  const formats = [...new Set<VariantFormat>(['avif', 'webp', fallback])];
  return [original, ...VARIANT_WIDTHS.flatMap((w) => formats.map((f) => `${parsed.base}-${w}.${f}`))];
}

/** Originals a variant in `format` is made from: its own format, or any image for AVIF and WebP. */
function sourceExts(format: VariantFormat): string[] {
  return format === 'avif' || format === 'webp' ? ['jpg', 'png', 'webp'] : [format];
}
