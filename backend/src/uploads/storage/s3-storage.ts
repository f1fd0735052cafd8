import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/app-config';
import { ByteRange, FileStorage, OpenedFile, StoredFile } from './file-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** Bytes buffered per part of a streamed upload (S3's smallest part but the last is 5 MiB). */
const PART_BYTES = 8 * 1024 * 1024;

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

  /**
   * A stream as one object: a small one in one PUT, a larger one as a multipart upload of
   * PART_BYTES parts sent one at a time, so at most one part is held in memory.
   */
  async putStream(name: string, body: Readable, contentType: string): Promise<void> {
    const Key = this.keyPrefix + name;
    const Bucket = this.config.bucket;
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      uploadId ??= (
        await this.client.send(
          new CreateMultipartUploadCommand({
            Bucket,
            Key,
            ContentType: contentType,
            CacheControl: 'private, no-store',
          }),
        )
      ).UploadId;
      const PartNumber = parts.length + 1;
      const answer = await this.client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }),
      );
      parts.push({ ETag: answer.ETag, PartNumber });
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= PART_BYTES) await sendPart();
      }
      if (!uploadId) return await this.put(name, Buffer.concat(pending), contentType);
      if (pendingBytes > 0) await sendPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      if (uploadId) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
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
