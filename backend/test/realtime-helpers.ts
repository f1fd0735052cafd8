import { io, Socket } from 'socket.io-client';
import { EVENTUALLY_MS } from './payments-fixtures';
import { SignedIn, TestApp } from './test-app';

export interface Received {
  event: string;
  payload: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The session cookie of a signed-in user, as a browser would send it. */
export async function sessionCookie(t: TestApp, who: SignedIn): Promise<string> {
  const res = await t
    .http()
    .post('/api/auth/login')
    .send({ username: who.user.username, password: who.user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const token = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('token='));
  if (!token) throw new Error('no session cookie');
  return token;
}

/** A connected client that records every event it receives. Rejects with the server's refusal. */
export function connectSocket(
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<LiveSocket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const live = new LiveSocket(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(live));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export class LiveSocket {
  readonly received: Received[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Events about one conversation (a shared Redis may carry other test runs' admin broadcasts). */
  about(conversationId: string, event?: string): Received[] {
    return this.received.filter(
      (r) =>
        (event === undefined || r.event === event) &&
        (r.payload?.conversationId === conversationId ||
          (r.event === 'conversation:updated' && r.payload?._id === conversationId)),
    );
  }

  /** Waits until `check` holds for what was received, or fails after `ms`. */
  async until(check: (received: Received[]) => boolean, ms = EVENTUALLY_MS): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out; received: ${JSON.stringify(this.received.map((r) => r.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- acks carry whatever the event answers
  emit(event: string, payload: unknown): Promise<{ ok: boolean; data?: any; error?: any }> {
    return this.socket.timeout(10_000).emitWithAck(event, payload);
  }

  close(): void {
    this.socket.close();
  }
}

export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
