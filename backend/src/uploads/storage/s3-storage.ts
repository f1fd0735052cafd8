import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/app-config';
import { ByteRange, FileStorage, OpenedFile, StoredFile } from './file-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * Files as objects of one S3-compatible bucket, so every API replica sees every file. Browsers
 * fetch them from S3_PUBLIC_URL (a CDN or the bucket's public address) when it is set, else
 * through the API's /uploads/ path, which streams them from the bucket.
 */
export class S3Storage extends FileStorage {
  private readonly client: S3Client;

  /**
   * `keyPrefix` keeps a second namespace in the same bucket (private order files under
   * `order-files/`): its names never parse as media names, so /uploads/ never serves them and
   * the media sweep never removes them.
   */
  constructor(
    private readonly config: S3Config,
    private readonly apiPublicUrl: string,
    private readonly keyPrefix = '',
  ) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  urlOf(name: string): string {
    return this.config.publicUrl
      ? `${this.config.publicUrl}/${name}`
      : `${this.apiPublicUrl}/uploads/${name}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyPrefix + name,
        Body: bytes,
        ContentType: contentType,
        // Names are random or derived from one: a file never changes under its name.
        CacheControl: this.keyPrefix ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyPrefix + name }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      return notFoundAsUndefined(error);
    }
  }

  async open(name: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyPrefix + name,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const body = answer.Body as Readable;
      if (!range) return { body, size: answer.ContentLength ?? 0 };
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (!served) {
        body.destroy();
        return undefined;
      }
      return { body, size: Number(served[3]), range: { start: Number(served[1]), end: Number(served[2]) } };
    } catch (error) {
      if (statusOf(error) === 416) return undefined;
      return notFoundAsUndefined(error);
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyPrefix + name }),
      );
      return true;
    } catch (error) {
      return notFoundAsUndefined(error) ?? false;
    }
  }

  async remove(names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += 1000) {
      const batch = names.slice(i, i + 1000);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: { Objects: batch.map((name) => ({ Key: this.keyPrefix + name })), Quiet: true },
        }),
      );
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.config.bucket, Prefix: this.keyPrefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) {
          yield { name: object.Key.slice(this.keyPrefix.length), modified: object.LastModified };
        }
      }
    }
  }

  override close(): void {
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function notFoundAsUndefined(error: unknown): undefined {
  if (statusOf(error) === 404 || (error as Error).name === 'NoSuchKey') return undefined;
  throw error;
}
