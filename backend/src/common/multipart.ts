import type { FastifyRequest } from 'fastify';
import { DomainError, invalid } from './domain-error';

const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;]+)/i;

/**
 * Refuses with `missing()` (a 400 naming the field) a request that is not multipart/form-data
 * with a boundary: the parser throws on a missing boundary as soon as it is asked for a part.
 */
export function assertMultipart(request: FastifyRequest, missing: () => DomainError): void {
  if (!request.isMultipart() || !BOUNDARY.test(request.headers['content-type'] ?? '')) throw missing();
}

/**
 * Runs a step that reads a multipart body, turning what the parser throws on a malformed or cut
 * short body ("Unexpected end of form", "Premature close", …) into a 400. Domain errors, the
 * parser's own 4xx errors (too large, too many parts) and errors of the storage behind the step
 * (a full disk, a bucket away) pass as they are.
 */
export async function readingMultipart<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const fromStorage =
      (error as NodeJS.ErrnoException).syscall !== undefined || (error as { $metadata?: unknown }).$metadata;
    if (
      error instanceof DomainError ||
      fromStorage ||
      (typeof status === 'number' && status >= 400 && status < 500)
    )
      throw error;
    throw invalid('UPLOAD.MALFORMED', 'The multipart body is malformed or cut short: send the file again');
  }
}
