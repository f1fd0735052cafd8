import { authStore } from './auth-store';
import { ApiError, apiRequest, apiResponse, messageOf, totalCountOf } from './http-client';
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
    expect(messageOf(error, 'fallback')).toBe('Validation failed');
    expect(messageOf(new Error('network'), 'fallback')).toBe('fallback');
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
