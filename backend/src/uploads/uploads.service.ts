import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MediaType, sniffMediaType } from './media-type';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|mp4|webm)$/;
const VIDEO_EXTENSIONS = /\.(mp4|webm)$/;

export interface UploadRules {
  /** Videos (mp4, webm) are for admins only; images are for everyone. */
  allowVideo: boolean;
}

const tooLarge = (allowVideo: boolean) =>
  new DomainError(
    'UPLOAD.TOO_LARGE',
    'too_large',
    allowVideo
      ? 'File is too large: images may be at most 5 MB and videos 50 MB'
      : 'File is too large: images may be at most 5 MB',
  );

/**
 * Stores uploaded media under UPLOAD_DIR (served at /uploads/) after reading its type from
 * its bytes. Other modules call `isOwnUploadUrl` to accept only media stored here.
 */
@Injectable()
export class UploadsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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

  /** Checks and writes the file under a random name; answers its absolute public URL. */
  async store(bytes: Buffer, rules: UploadRules): Promise<string> {
    const type = this.inspect(bytes, rules);
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await mkdir(this.config.uploadDir, { recursive: true });
    await writeFile(join(this.config.uploadDir, name), bytes, { flag: 'wx' });
    return `${this.config.publicUrl}/uploads/${name}`;
  }

  /** True only for a URL of a file stored here (absolute on PUBLIC_URL, or a site-relative /uploads/ path). */
  isOwnUploadUrl(url: string): boolean {
    return this.ownUploadKind(url) !== undefined;
  }

  /**
   * Whether a URL of a file stored here is an image or a video; undefined for anything else. Stored
   * names carry the extension read from the file's bytes at upload, so the name tells the kind.
   */
  ownUploadKind(url: string): MediaType['kind'] | undefined {
    const name = this.storedName(url);
    if (name === undefined || !existsSync(join(this.config.uploadDir, name))) return undefined;
    return VIDEO_EXTENSIONS.test(name) ? 'video' : 'image';
  }

  /** Removes a stored file (e.g. when the request that uploaded it fails afterwards). */
  async remove(url: string): Promise<void> {
    const name = this.storedName(url);
    if (name) await rm(join(this.config.uploadDir, name), { force: true });
  }

  private storedName(url: string): string | undefined {
    if (typeof url !== 'string' || url.length > 500) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url, this.config.publicUrl);
    } catch {
      return undefined;
    }
    if (parsed.origin !== this.config.publicOrigin || parsed.search || parsed.hash) return undefined;
    const match = /^\/uploads\/([^/]+)$/.exec(parsed.pathname);
    return match && STORED_NAME.test(match[1]) ? match[1] : undefined;
  }
}
