// Jest set-up file of the backend's and the browser suite's tests: the test process's own requests
// (health probes of the servers a test starts, fixtures set up through the API) close their
// connections. An idle kept-alive connection holds a stopping API for its 5 s idle grace
// (backend/src/main.ts), and the tests stop many. Node's fetch takes undici's `dispatcher`; a
// global dispatcher set here would land on the test file's sandbox, not on Node's fetch. A test of
// keep-alive itself passes a dispatcher of its own.
const { Agent } = require('undici');

const closingEach = new Agent({ pipelining: 0 });
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => nodeFetch(input, { dispatcher: closingEach, ...init });
