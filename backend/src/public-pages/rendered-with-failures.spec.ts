import { renderedWithFailures } from './page-path';
import type { RenderedPage } from './server-render';

const ready = { key: '"a"', state: { status: 'ready', data: [] } };
const page = (loads: RenderedPage['loads'], errors: unknown[] = []): RenderedPage => ({
  html: '',
  loads,
  errors,
  manifest: {},
  role: undefined,
  url: '/',
  browserOnly: false,
  scripts: [],
});

describe('renderedWithFailures: which server renders are kept for the next visitors', () => {
  it('keeps a render whose loads all answered, or answered a missing page', () => {
    expect(renderedWithFailures(page({ a: ready }))).toBe(false);
    const missing = { key: '"b"', state: { status: 'error', error: { message: 'Not found', status: 404 } } };
    expect(renderedWithFailures(page({ a: ready, b: missing }))).toBe(false);
    expect(renderedWithFailures(undefined)).toBe(false);
  });

  it('does not keep a render that met a server error, a network failure or a failing area', () => {
    const serverError = { key: '"b"', state: { status: 'error', error: { message: 'Boom', status: 503 } } };
    const noStatus = { key: '"c"', state: { status: 'error', error: { message: 'fetch failed' } } };
    expect(renderedWithFailures(page({ b: serverError }))).toBe(true);
    expect(renderedWithFailures(page({ c: noStatus }))).toBe(true);
    expect(renderedWithFailures(page({ a: ready }, [new Error('remote down')]))).toBe(true);
  });
});
