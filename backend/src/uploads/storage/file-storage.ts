import type { Readable } from 'node:stream';

/** A byte range asked for by a client (`Range: bytes=start-end`, both ends included; no end: to the last byte). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface OpenedFile {
  body: Readable;
  /** Size of the whole file (not of the range). */
  size: number;
  /** The range served, ends resolved against the size. */
  range?: { start: number; end: number };
}

export interface StoredFile {
  name: string;
  modified: Date;
}

/**
 * Where uploaded files and their variants live: a flat namespace of names such as
 * `0f1e…e1f0.png` or `0f1e…e1f0-640.webp`. One implementation per driver, chosen once in
 * UploadsModule from STORAGE: `LocalStorage` (a folder) or `S3Storage` (a bucket).
 */
export abstract class FileStorage {
  /** The URL at which browsers fetch `name`: this API's /uploads/ path, or a CDN in front of a bucket. */
  abstract urlOf(name: string): string;
  /** Writes a whole file; a reader never sees it half written. */
  abstract put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Writes a file from a stream without holding it whole (memory stays flat whatever its size);
   * a reader never sees it half written, and nothing stays behind when the stream fails.
   */
  abstract putStream(name: string, body: Readable, contentType: string): Promise<void>;
  /** The whole file, or undefined when there is none. */
  abstract read(name: string): Promise<Buffer | undefined>;
  /** A stream of the file (or of a range of it), or undefined when there is none or the range is out of it. */
  abstract open(name: string, range?: ByteRange): Promise<OpenedFile | undefined>;
  abstract exists(name: string): Promise<boolean>;
  /** Removes files; names that are not there are ignored. */
  abstract remove(names: string[]): Promise<void>;
  /** Every stored file with its last change, in no particular order. */
  abstract list(): AsyncIterable<StoredFile>;
  /** Lets go of connections (at shutdown). */
  close(): void {}
}
