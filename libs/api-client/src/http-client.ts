import { authStore } from './auth-store';
import { loadingTracker } from './loading';

/** The API's one error shape: `{statusCode, message, error, code?, fields?}`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** What the server sent to act on the refusal (e.g. the open orders blocking an account's deletion). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Background requests (session checks, feature flags) do not raise the global loading overlay. */
  background?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

export const API_PREFIX = '/api';

let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** The server render answers the pages' API calls in process; the browser keeps `fetch`. */
export function setApiFetch(implementation: typeof fetch): void {
  fetchApi = implementation;
}

let prepareRefusal: () => Promise<unknown> = async () => undefined;

/**
 * What to load before a request rejects with a refusal the server gave a code: @market/ui's error
 * texts load on demand (loadErrorMessages), so the screen that catches it words it at once.
 */
export function setRefusalPreparation(prepare: () => Promise<unknown>): void {
  prepareRefusal = prepare;
}

/** `error`, once a coded refusal can be worded (a failed preparation leaves the server's English). */
export async function wordable(error: ApiError): Promise<ApiError> {
  if (error.code) await prepareRefusal().catch(() => undefined);
  return error;
}

function errorFrom(status: number, payload: unknown): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const message =
    typeof body.message === 'string' && body.message ? body.message : `Request failed (${status})`;
  const fields =
    typeof body.fields === 'object' && body.fields !== null
      ? (body.fields as Record<string, string>)
      : undefined;
  return new ApiError(
    message,
    status,
    typeof body.code === 'string' ? body.code : undefined,
    fields,
    body.details,
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the front ends call the API: same-origin cookies, JSON in and out,
 * errors as ApiError with the server's message, and a 401 anywhere signs the user out locally.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** Like apiRequest, with the response headers too (e.g. X-Total-Count of a paged list). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, background = false, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (!background) loadingTracker.start();
  try {
    const response = await fetchApi(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
    const data = await readBody(response);
    if (response.status === 401) authStore.clear();
    if (!response.ok) throw await wordable(errorFrom(response.status, data));
    return { data: data as T, headers: response.headers };
  } finally {
    if (!background) loadingTracker.stop();
  }
}

/**
 * True when the error carries a message the server wrote in its error body (a screen shows it in
 * the reader's words through `useErrorText` of @market/ui, else its own text).
 */
export function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && !error.message.startsWith('Request failed');
}

/**
 * A request whose failure always explains itself: it rejects with the server's error when the
 * body carried a message, else (network failure, an empty or non-JSON body) with Error(fallback).
 */
export async function withErrorFallback<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (hasServerMessage(error)) throw error;
    throw new Error(fallback, { cause: error });
  }
}

/** The X-Total-Count of a paged list, or undefined when the server sent none. */
export function totalCountOf(headers: Headers): number | undefined {
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return Number.isFinite(total) && total >= 0 ? total : undefined;
}
