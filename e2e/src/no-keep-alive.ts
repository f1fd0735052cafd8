import { Agent } from 'undici';

/**
 * The test process's own requests (health probes, fixtures set up through the API) close their
 * connections: an idle kept-alive connection holds a stopping server for its idle grace (5 s,
 * backend/src/main.ts), and every test file stops one. (Node's fetch takes undici's `dispatcher`;
 * a global dispatcher set here would land on the test file's sandbox, not on Node's fetch.)
 */
const closingEach = new Agent({ pipelining: 0 });
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => nodeFetch(input, { ...init, dispatcher: closingEach } as RequestInit);
