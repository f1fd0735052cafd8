/** What a mocked request answers; the status defaults to 200 and a missing body to an empty one. */
export interface FetchAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request the page made: `body` as sent, `json` the same parsed when it was a JSON text. */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  json: unknown;
}

/** An answer, or a function of the request that gives one (a promise keeps the request pending). */
export type FetchAnswers = Record<
  string,
  FetchAnswer | ((init: RequestInit, url: string) => FetchAnswer | Promise<FetchAnswer>)
>;

const NOT_FOUND: FetchAnswer = { status: 404, body: { statusCode: 404, message: 'Not Found' } };

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Replaces fetch with answers keyed "METHOD /path?query": the whole URL is tried first, then the
 * URL without its query; anything else answers 404. Returns the calls, recorded in order.
 */
export function mockFetch(answers: FetchAnswers): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init.body, json: parsed(init.body) });
    const found = answers[`${method} ${url}`] ?? answers[`${method} ${url.split('?')[0]}`] ?? NOT_FOUND;
    const answer = typeof found === 'function' ? await found(init, url) : found;
    const status = answer.status ?? 200;
    return {
      ok: status < 400,
      status,
      headers: new Headers(answer.headers),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
  return calls;
}
