/** Socket delivery latency and the memory of the process serving the sockets. */
import { io } from 'socket.io-client';
import { api, signIn } from './http.mjs';
import { rssMB } from './process-usage.mjs';
import { progress } from './progress.mjs';
import { MESSAGE_RATE, SOCKET_SECONDS, SOCKETS } from './settings.mjs';

/** The target for socket delivery: p99 from POST to receipt. */
const SOCKET_GOAL_P99_MS = 50;
/** Buyers whose conversations get the messages; each holds a share of the sockets (several tabs). */
const SOCKET_BUYERS = 100;

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Runs `work` over `items`, at most `limit` at a time, answering the results in order. */
export async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

export function openSocket(url, cookie, onMessage) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    extraHeaders: { cookie },
  });
  socket.on('message:new', onMessage);
  return new Promise((done) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', () => {
      socket.close();
      done(undefined);
    });
  });
}

/**
 * SOCKETS authenticated sockets on `socketUrl` (a hundredth of them the
 * admin's, the rest spread over SOCKET_BUYERS buyers, each with a conversation with the admin);
 * the buyers POST MESSAGE_RATE messages a second to the API for SOCKET_SECONDS, round-robin over
 * the conversations. Each message:new received by a socket of that conversation's buyer or of
 * the admin counts once, timed from the start of its POST. Samples the resident memory of the
 * process serving the sockets (`socketPid`) throughout.
 */
export async function socketLatency({ apiUrl, socketUrl, socketPid, servedBy }, admin) {
  const adminSockets = Math.max(1, Math.round(SOCKETS / 100));
  const buyerCount = Math.max(1, Math.min(SOCKET_BUYERS, SOCKETS - adminSockets));
  progress(`sockets: signing in ${buyerCount} buyers`);
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, i) => i),
    4,
    async (i) => {
      const who = {
        username: `benchsocket${i}`,
        password: 'bench-buyer-123',
        email: `benchsocket${i}@example.com`,
        country: 'Canada',
      };
      const buyer = await signIn(apiUrl, who);
      const opened = await api(apiUrl, '/api/conversations', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { buyerId: buyer.id, adminId: admin.id },
      });
      if (opened.status !== 201 && opened.status !== 200)
        throw new Error(`conversation: ${opened.status} ${JSON.stringify(opened.json)}`);
      return { ...buyer, conversationId: opened.json._id, sockets: 0 };
    },
  );

  const pending = new Map();
  const latencies = [];
  const onMessage = (message) => {
    const sent = pending.get(message?.message);
    if (sent) latencies.push(performance.now() - sent.at);
  };
  const rss = { beforeSockets: rssMB(socketPid), peak: 0 };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMB(socketPid) ?? 0)), 100);
  const owners = Array.from({ length: SOCKETS }, (_, i) =>
    i < adminSockets ? undefined : buyers[(i - adminSockets) % buyers.length],
  );
  let attempted = 0;
  const opened = await inBatches(owners, 100, async (owner) => {
    const socket = await openSocket(socketUrl, owner?.cookie ?? admin.cookie, onMessage);
    if (socket && owner) owner.sockets += 1;
    attempted += 1;
    if (attempted % 100 === 0) progress(`sockets: ${attempted} / ${SOCKETS} connected to the ${servedBy}`);
    return socket;
  });
  const connected = opened.filter(Boolean);
  const connectedAdmin = opened.slice(0, adminSockets).filter(Boolean).length;
  rss.withSockets = rssMB(socketPid);

  // A steady rate: message n starts at n / MESSAGE_RATE seconds, whether or not earlier POSTs have answered.
  const total = Math.round(MESSAGE_RATE * SOCKET_SECONDS);
  const tag = Date.now().toString(36);
  let expected = 0;
  let failedPosts = 0;
  const posts = [];
  const t0 = performance.now();
  for (let n = 0; n < total; n += 1) {
    const wait = t0 + (n * 1000) / MESSAGE_RATE - performance.now();
    if (wait > 0) await sleep(wait);
    if (n % MESSAGE_RATE === 0) progress(`sockets: message ${n + 1} / ${total} at ${MESSAGE_RATE}/s`);
    const buyer = buyers[n % buyers.length];
    const text = `bench ${tag} ${n}`;
    pending.set(text, { at: performance.now() });
    expected += buyer.sockets + connectedAdmin;
    posts.push(
      api(apiUrl, '/api/messages', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { conversationId: buyer.conversationId, message: text },
      })
        .then(
          (res) => res.status === 201,
          () => false,
        )
        .then((ok) => {
          if (ok) return;
          failedPosts += 1;
          expected -= buyer.sockets + connectedAdmin;
        }),
    );
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  await Promise.all(posts);
  const deadline = Date.now() + 5_000;
  while (latencies.length < expected && Date.now() < deadline) await sleep(20);
  clearInterval(sampler);
  rss.afterMessages = rssMB(socketPid);
  for (const socket of connected) socket.close();

  latencies.sort((a, b) => a - b);
  const p99Ms = Math.round(percentile(latencies, 99));
  return {
    servedBy,
    sockets: connected.length,
    adminSockets: connectedAdmin,
    buyers: buyers.length,
    messages: total,
    messagesPerSecond: MESSAGE_RATE,
    sendSeconds: Math.round(sendSeconds * 10) / 10,
    failedPosts,
    delivered: latencies.length,
    expected,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms,
    maxMs: Math.round(latencies.at(-1) ?? 0),
    goal: {
      p99BelowMs: SOCKET_GOAL_P99_MS,
      met: latencies.length > 0 && latencies.length >= expected && p99Ms < SOCKET_GOAL_P99_MS,
    },
    rssMB: rss,
  };
}
