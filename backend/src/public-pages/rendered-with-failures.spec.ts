import { renderedWithFailures } from './public-pages';

const ready = { key: '"a"', state: { status: 'ready', data: [] } };

describe('renderedWithFailures: which server renders are kept for the next visitors', () => {
  it('keeps a render whose loads all answered, or answered a missing page', () => {
    expect(renderedWithFailures({ html: '', loads: { a: ready }, errors: [] })).toBe(false);
    const missing = { key: '"b"', state: { status: 'error', error: { message: 'Not found', status: 404 } } };
    expect(renderedWithFailures({ html: '', loads: { a: ready, b: missing }, errors: [] })).toBe(false);
    expect(renderedWithFailures(undefined)).toBe(false);
  });

  it('does not keep a render that met a server error, a network failure or a failing area', () => {
    const serverError = { key: '"b"', state: { status: 'error', error: { message: 'Boom', status: 503 } } };
    const noStatus = { key: '"c"', state: { status: 'error', error: { message: 'fetch failed' } } };
    expect(renderedWithFailures({ html: '', loads: { b: serverError }, errors: [] })).toBe(true);
    expect(renderedWithFailures({ html: '', loads: { c: noStatus }, errors: [] })).toBe(true);
    expect(renderedWithFailures({ html: '', loads: { a: ready }, errors: [new Error('remote down')] })).toBe(
      true,
    );
  });
});
