import { ApiError } from './http-client';
import { getPreferences, savePreferences } from './preferences';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response,
  ) as typeof fetch;
}

describe('preferences', () => {
  it('reads and saves the language and currency under /api/me/preferences', async () => {
    answer(200, { locale: 'en', currency: 'USD' });
    await expect(getPreferences()).resolves.toEqual({ locale: 'en', currency: 'USD' });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/me/preferences');
    answer(200, { locale: 'de', currency: 'EUR' });
    await expect(savePreferences({ locale: 'de', currency: 'EUR' })).resolves.toEqual({
      locale: 'de',
      currency: 'EUR',
    });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/me/preferences');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ locale: 'de', currency: 'EUR' });
  });

  it('hands on the field a refused value names', async () => {
    answer(400, {
      statusCode: 400,
      message: 'currency must be …',
      fields: { currency: ['currency must be …'] },
    });
    const error = await savePreferences({ currency: 'XYZ' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toHaveProperty('currency');
  });
});
