import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

interface EventSource {
  on(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * Logs a Redis connection's outages once: one line when it is lost, one when it is back, however
 * many reconnection attempts there are in between (a wrong REDIS_URL would otherwise log a line
 * per attempt for ever). `errors` emits the errors, `readiness` the 'ready' of each client.
 */
export function logRedisOutages(
  logger: Logger,
  errors: EventSource,
  readiness: EventSource[] = [errors],
): void {
  let down = false;
  errors.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(`Redis connection lost: ${error.message} (retrying quietly)`);
  });
  for (const client of readiness) {
    client.on('ready', () => {
      if (!down) return;
      down = false;
      logger.log('Redis connection is back');
    });
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Leaves Redis politely when it is there, at once when it is not (a queued QUIT would wait forever). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await Promise.race([client.quit().catch(() => undefined), delay(1_000)]);
  client.disconnect();
}
