import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { parseStoredMediaName } from '@market/contracts';
import { DomainError, invalid } from '../common/domain-error';
import { assertMultipart, readingMultipart } from '../common/multipart';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { cleanOriginal, CONTENT_TYPES, imageSize } from './image-variants';
import { derivedNames, MediaVariants } from './media-variants';
import { MediaType, sniffMediaType } from './media-type';
import { ByteRange, FileStorage, OpenedFile } from './storage/file-storage';
import { UploadsRepository } from './uploads.repository';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCED_BASE = /\/([a-f0-9]{32})\.(?:jpg|png|webp|gif|mp4|webm)(?:[?#]|$)/;

export interface UploadRules {
  /** Videos (mp4, webm) are for admins only; images are for everyone. */
  allowVideo: boolean;
}

/** Who uploads, for the daily quota; a sign-up picture has no account yet. */
export interface Uploader {
  id: string;
  isAdmin: boolean;
}

/** Media URLs a module keeps in its records; the sweep removes stored files none of them names. */
export type ReferenceSource = () => Promise<Iterable<string>>;

const tooLarge = (allowVideo: boolean) =>
  new DomainError(
    'UPLOAD.TOO_LARGE',
    'too_large',
    allowVideo
      ? 'File is too large: images may be at most 5 MB and videos 50 MB'
      : 'File is too large: images may be at most 5 MB',
  );

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Stores uploaded media in the FileStorage (a folder or a bucket) after reading its type from
 * its bytes; images get their resized variants and videos a poster frame at the same time.
 * Other modules call `isOwnUploadUrl` to accept only media stored here.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');
  private readonly referenceSources: ReferenceSource[] = [];
  private readonly variants: MediaVariants;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: FileStorage,
    private readonly repo: UploadsRepository,
  ) {
    this.variants = new MediaVariants(storage);
  }

  /**
   * Reads a multipart file part into memory, stopping at the rules' largest size. The rest of
   * an oversize stream is drained (not kept) so the client still gets a clean 413 answer.
   */
  async readPart(part: MultipartFile, rules: UploadRules): Promise<Buffer> {
    const max = rules.allowVideo ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= max) chunks.push(chunk);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules.allowVideo);
      throw error;
    }
    if (size > max || part.file.truncated) throw tooLarge(rules.allowVideo);
    return Buffer.concat(chunks);
  }

  /**
   * Reads a multipart form: its text fields and at most one file in the field `file`
   * (an empty file, as browsers send for an empty file input, counts as none).
   */
  async readForm(
    request: FastifyRequest,
    rules: UploadRules,
  ): Promise<{ fields: Record<string, unknown>; file?: Buffer }> {
    const fields: Record<string, unknown> = {};
    let file: Buffer | undefined;
    assertMultipart(request, () =>
      invalid('UPLOAD.NOT_MULTIPART', 'Send the form as multipart/form-data with a boundary'),
    );
    await readingMultipart(async () => {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw invalid(
              'UPLOAD.BAD_FIELD',
              `Unexpected file field "${part.fieldname}": send the file in the field "file"`,
            );
          }
          const bytes = await this.readPart(part, rules);
          if (bytes.length > 0) file = bytes;
        } else if (Object.hasOwn(fields, part.fieldname)) {
          throw invalid('UPLOAD.DUPLICATE_FIELD', `Field "${part.fieldname}" is sent more than once`);
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    });
    return { fields, file };
  }

  /** The media type of the bytes, or a 415/413 domain error saying what is accepted. */
  inspect(bytes: Buffer, rules: UploadRules): MediaType {
    const type = sniffMediaType(bytes);
    const accepted = rules.allowVideo
      ? 'a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video'
      : 'a JPEG, PNG, WebP or GIF image';
    if (!type) {
      throw new DomainError(
        'UPLOAD.UNSUPPORTED_TYPE',
        'unsupported_media',
        `Unsupported file type: upload ${accepted}`,
      );
    }
    if (type.kind === 'video' && !rules.allowVideo) {
      throw new DomainError(
        'UPLOAD.VIDEO_ADMIN_ONLY',
        'unsupported_media',
        `Only admins may upload videos: upload ${accepted}`,
      );
    }
    if (bytes.length > (type.kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES))
      throw tooLarge(rules.allowVideo);
    return type;
  }

  /**
   * Refuses (429) an upload of `incoming` bytes that would take the user past their quota for
   * the last 24 hours; called with 0 before the file is read, and with its size before storing.
   */
  async assertQuota(user: Uploader, incoming: number): Promise<void> {
    const limit = user.isAdmin ? this.config.uploadLimits.admin : this.config.uploadLimits.user;
    const used = await this.repo.usageSince(user.id, new Date(Date.now() - DAY_MS));
    if (used.files >= limit.files || used.bytes + incoming > limit.bytes) {
      throw new DomainError(
        'UPLOAD.QUOTA_EXCEEDED',
        'too_many',
        `Upload limit reached: at most ${limit.files} files and ${megabytes(limit.bytes)} in 24 hours ` +
          `(used: ${used.files} files, ${megabytes(used.bytes)}). Try again later.`,
      );
    }
  }

  /**
   * Checks the file, stores it under a random name with its variants (images) or poster
   * (videos), and answers its public URL. With an uploader, the upload counts to their quota.
   */
  async store(bytes: Buffer, rules: UploadRules, uploader?: Uploader): Promise<string> {
    const type = this.inspect(bytes, rules);
    if (uploader) await this.assertQuota(uploader, bytes.length);
    const base = randomBytes(16).toString('hex');
    const name = `${base}.${type.ext}`;
    const derived: string[] = [];
    try {
      if (type.kind === 'image') {
        await imageSize(bytes);
        const original = await cleanOriginal(bytes, type.ext);
        await this.storage.put(name, original, CONTENT_TYPES[type.ext]);
        derived.push(...(await this.variants.storeImageVariants(base, original, type.ext)));
      } else {
        await this.storage.put(name, bytes, CONTENT_TYPES[type.ext]);
        derived.push(...(await this.variants.storePoster(base, bytes, type.ext)));
      }
      await this.repo.record(name, uploader?.id, bytes.length);
    } catch (error) {
      await this.storage.remove([name, ...derived]).catch(() => undefined);
      throw error;
    }
    return this.storage.urlOf(name);
  }

  /**
   * Stores a shipped demo image under the hex name given (its content hash) unless it is there,
   * and answers its URL: site-relative, so demo data survive a change of PUBLIC_URL. Its variants
   * are made on their first request (or by `npm run media:variants`).
   */
  async storeDemo(base: string, bytes: Buffer): Promise<string> {
    const type = this.inspect(bytes, { allowVideo: false });
    const name = `${base}.${type.ext}`;
    if (!(await this.storage.exists(name))) await this.storage.put(name, bytes, CONTENT_TYPES[type.ext]);
    const url = this.storage.urlOf(name);
    return url.startsWith(`${this.config.publicUrl}/uploads/`) ? `/uploads/${name}` : url;
  }

  /** True only for a URL of a file stored here (this site's /uploads/ path, absolute or not, or the bucket's public URL). */
  async isOwnUploadUrl(url: string): Promise<boolean> {
    return (await this.ownUploadKind(url)) !== undefined;
  }

  /**
   * Whether a URL of a file stored here is an image or a video; undefined for anything else. Stored
   * names carry the extension read from the file's bytes at upload, so the name tells the kind.
   */
  async ownUploadKind(url: string): Promise<MediaType['kind'] | undefined> {
    const name = this.storedName(url);
    if (name === undefined || !(await this.storage.exists(name))) return undefined;
    return /\.(mp4|webm)$/.test(name) ? 'video' : 'image';
  }

  /** Removes a stored file and what was made from it (e.g. when the request that uploaded it fails afterwards). */
  async remove(url: string): Promise<void> {
    const name = this.storedName(url);
    if (name) await this.storage.remove(derivedNames(name));
  }

  /**
   * Removes the stored files these URLs name, with what was made from them, unless a record still
   * names them. A person's picture may be any image stored here (a service's cover, someone else's
   * picture): erasing the person must not take it from the records that show it.
   */
  async removeUnlessReferenced(urls: readonly string[]): Promise<void> {
    const names = new Set(urls.map((url) => this.storedName(url)));
    const kept = await this.referencedBases();
    const unused = [...names].filter((name): name is string => {
      const base = name === undefined ? undefined : parseStoredMediaName(name)?.base;
      return base !== undefined && !kept.has(base);
    });
    if (unused.length) await this.storage.remove(unused.flatMap(derivedNames));
  }

  /** The stored file a URL of this site names (a picture, for a copy of someone's data); undefined for any other URL. */
  async openUrl(url: string): Promise<{ name: string; opened: OpenedFile } | undefined> {
    const name = this.storedName(url);
    const opened = name === undefined ? undefined : await this.storage.open(name);
    return name && opened ? { name, opened } : undefined;
  }

  /**
   * A stored file for the /uploads/ route. A variant or poster that is missing (a file uploaded
   * before they existed) is made from its original on this first request and kept.
   */
  async open(name: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    const parsed = parseStoredMediaName(name);
    if (!parsed) return undefined;
    const opened = await this.storage.open(name, range);
    if (opened || parsed.kind === 'original') return opened;
    return (await this.variants.make(name)) ? this.storage.open(name, range) : undefined;
  }

  /** Lets a module name the media its records use, so the sweep keeps them. */
  addReferenceSource(source: ReferenceSource): void {
    this.referenceSources.push(source);
  }

  /**
   * Removes stored files (with their variants and posters) that no record names and that are
   * older than UPLOAD_ORPHAN_HOURS, and quota rows older than a day. Answers the removed names.
   */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = now.getTime() - this.config.uploadLimits.orphanHours * 60 * 60 * 1000;
    const kept = await this.referencedBases();
    // Decided per original: its variants go with it, and variants whose original is gone go too.
    const byBase = new Map<string, { names: string[]; newest: number }>();
    for await (const file of this.storage.list()) {
      const parsed = parseStoredMediaName(file.name);
      if (!parsed || kept.has(parsed.base)) continue;
      const entry = byBase.get(parsed.base) ?? { names: [], newest: 0 };
      entry.names.push(file.name);
      entry.newest = Math.max(entry.newest, file.modified.getTime());
      byBase.set(parsed.base, entry);
    }
    const removed = [...byBase.values()].filter((e) => e.newest < cutoff).flatMap((e) => e.names);
    if (removed.length) await this.storage.remove(removed);
    await this.repo.deleteBefore(new Date(now.getTime() - DAY_MS));
    return removed;
  }

  /**
   * The stored names (without extension) some record names. Any URL whose file name is a stored
   * name keeps that file, whatever its host: records made under an earlier PUBLIC_URL or
   * S3_PUBLIC_URL still count.
   */
  private async referencedBases(): Promise<Set<string>> {
    const kept = new Set<string>();
    for (const source of this.referenceSources) {
      for (const url of await source()) {
        const base = typeof url === 'string' ? REFERENCED_BASE.exec(url)?.[1] : undefined;
        if (base) kept.add(base);
      }
    }
    return kept;
  }

  /** The stored original's name in a URL of this site or of the bucket's public URL. */
  private storedName(url: string): string | undefined {
    if (typeof url !== 'string' || url.length > 500) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url, this.config.publicUrl);
    } catch {
      return undefined;
    }
    if (parsed.search || parsed.hash) return undefined;
    const own = `${this.config.publicOrigin}/uploads/`;
    const bucket = this.config.storage.driver === 's3' ? this.config.storage.publicUrl : undefined;
    const address = `${parsed.origin}${parsed.pathname}`;
    const prefix = address.startsWith(own)
      ? own
      : bucket && address.startsWith(`${bucket}/`)
        ? `${bucket}/`
        : undefined;
    if (!prefix) return undefined;
    const name = address.slice(prefix.length);
    return parseStoredMediaName(name)?.kind === 'original' ? name : undefined;
  }
}
