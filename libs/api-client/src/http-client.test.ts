import { authStore } from './auth-store';
import {
  ApiError,
  apiRequest,
  apiResponse,
  hasServerMessage,
  setRefusalPreparation,
  totalCountOf,
  withErrorFallback,
} from './http-client';
import { loadingTracker } from './loading';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response,
  ) as typeof fetch;
}

const user = { _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false };

describe('apiRequest', () => {
  afterEach(() => authStore.clear());

  it('sends JSON under /api and answers the parsed body', async () => {
    answer(200, { ok: true });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it("throws ApiError with the server's message and fields", async () => {
    answer(400, {
      statusCode: 400,
      message: 'Validation failed',
      fields: { email: 'email must be an email' },
    });
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ email: 'email must be an email' });
    expect((error as ApiError).message).toBe('Validation failed');
    expect(hasServerMessage(error)).toBe(true);
    expect(hasServerMessage(new Error('network'))).toBe(false);
  });

  it('rejects with a coded refusal only once the preparation is done, and with an uncoded one at once', async () => {
    const prepared: string[] = [];
    let finish = () => undefined as void;
    setRefusalPreparation(
      () => new Promise<void>((resolve) => (finish = () => (prepared.push('done'), resolve()))),
    );
    try {
      answer(409, { statusCode: 409, message: 'Invalid or expired coupon code', code: 'COUPON.INVALID' });
      const coded = apiRequest('/x').catch((caught: unknown) => [caught, [...prepared]]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      finish();
      const [error, seen] = (await coded) as [ApiError, string[]];
      expect(error.code).toBe('COUPON.INVALID');
      expect(seen).toEqual(['done']);

      setRefusalPreparation(() => Promise.reject(new Error('chunk failed')));
      answer(409, { statusCode: 409, message: 'Invalid or expired coupon code', code: 'COUPON.INVALID' });
      await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'COUPON.INVALID' });

      const never = jest.fn(() => new Promise<void>(() => undefined));
      setRefusalPreparation(never);
      answer(400, { statusCode: 400, message: 'Bad things' });
      await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Bad things' });
      expect(never).not.toHaveBeenCalled();
    } finally {
      setRefusalPreparation(async () => undefined);
    }
  });

  it('signs the user out locally on any 401', async () => {
    authStore.set(user);
    answer(401, { statusCode: 401, message: 'You must be signed in' });
    await expect(apiRequest('/orders')).rejects.toThrow('You must be signed in');
    expect(authStore.get()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('raises the global loading flag while a request runs, except in the background', async () => {
    let release: () => void = () => undefined;
    global.fetch = jest.fn(
      () =>
        new Promise<Response>(
          (resolve) => (release = () => resolve({ ok: true, status: 204, text: async () => '' } as Response)),
        ),
    ) as typeof fetch;
    const pending = apiRequest('/slow');
    expect(loadingTracker.isLoading()).toBe(true);
    release();
    await pending;
    expect(loadingTracker.isLoading()).toBe(false);

    const background = apiRequest('/slow', { background: true });
    expect(loadingTracker.isLoading()).toBe(false);
    release();
    await background;
  });
});

describe('apiResponse', () => {
  it('answers the body with the response headers, and reads X-Total-Count', async () => {
    global.fetch = jest.fn(
      async () =>
        ({
          ok: true,
          status: 200,
          headers: new Headers({ 'X-Total-Count': '42' }),
          text: async () => '[1,2]',
        }) as unknown as Response,
    ) as typeof fetch;
    const { data, headers } = await apiResponse<number[]>('/services?page=2');
    expect(data).toEqual([1, 2]);
    expect(totalCountOf(headers)).toBe(42);
    expect(totalCountOf(new Headers())).toBeUndefined();
    expect(totalCountOf(new Headers({ 'X-Total-Count': 'many' }))).toBeUndefined();
  });

  it('throws the same ApiError as apiRequest', async () => {
    answer(404, { statusCode: 404, message: 'Service not found' });
    await expect(apiResponse('/services/single-service/x')).rejects.toThrow('Service not found');
  });
});

describe('withErrorFallback', () => {
  const FALLBACK = 'An unknown error occurred during login.';
  const rejectionOf = (request: Promise<unknown>) =>
    request.then(
      () => Promise.reject(new Error('expected a rejection')),
      (caught: Error) => caught,
    );

  it("keeps the server's error when its body has a message", async () => {
    answer(401, { statusCode: 401, message: 'Invalid username or password' });
    const error = await rejectionOf(withErrorFallback(apiRequest('/auth/login'), FALLBACK));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid username or password');
  });

  it('rejects with the fallback on a network failure or a body without a message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(withErrorFallback(apiRequest('/auth/login'), FALLBACK)).rejects.toThrow(FALLBACK);

    global.fetch = jest.fn(
      async () => ({ ok: false, status: 502, text: async () => '<html>Bad Gateway</html>' }) as Response,
    ) as typeof fetch;
    const error = await rejectionOf(withErrorFallback(apiRequest('/auth/login'), FALLBACK));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe(FALLBACK);
    expect(hasServerMessage(error)).toBe(false);
  });

  it('answers what the request answers', async () => {
    answer(200, { id: 'u1' });
    await expect(withErrorFallback(apiRequest('/auth/login'), FALLBACK)).resolves.toEqual({ id: 'u1' });
  });
});
