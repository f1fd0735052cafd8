import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver: a real S3-compatible server (XML API, signatures checked) written in JavaScript.
import S3rver from 's3rver';

export interface S3Server {
  /** The API's environment for the S3 driver on this server's bucket `media`, sweeps off. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free port, its objects in a temporary folder removed on close. */
export async function startS3Server(): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = await s3.run();
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      UPLOAD_SWEEP_MINUTES: '0',
    },
    async close() {
      const server = (s3 as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer;
      server?.closeAllConnections();
      await s3.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
