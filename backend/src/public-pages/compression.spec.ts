import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { acceptedEncoding, brotliWindowBits, CompressedPages, compressWholeAnswer } from './compression';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('brotliWindowBits', () => {
  it.each([
    [0, 10],
    [1008, 10],
    [1009, 11],
    [84_157, 17],
    [131_056, 17],
    [131_057, 18],
    [50_000_000, 24],
  ])('%d bytes → %d bits', (bytes, bits) => {
    expect(brotliWindowBits(bytes)).toBe(bits);
  });

  it('compresses a page as small as the default window does', async () => {
    // 200 KB: 100 KB that compresses poorly, twice. Only a window that holds 100 KB finds the
    // second copy (a 16-bit window makes the answer twice as large).
    let seed = 1;
    const noise = Array.from({ length: 100_000 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const html = noise + noise;
    const withDefaultWindow = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } });
    const made = await new CompressedPages(1_000_000).of({ html: Buffer.from(html), etag: 'W/"1"' }, 'br');
    expect(brotliDecompressSync(made).toString()).toBe(html);
    expect(made.length).toBeLessThan(withDefaultWindow.length * 1.01);
  });
});

describe('CompressedPages', () => {
  const page = (n: number) => ({ html: Buffer.from(`<p>${String(n).repeat(5000)}</p>`), etag: `W/"${n}"` });

  it('compresses a page once per encoding and version', async () => {
    const pages = new CompressedPages(1_000_000);
    const [br, again] = await Promise.all([pages.of(page(1), 'br'), pages.of(page(1), 'br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(page(1).html.toString());
    expect(gunzipSync(await pages.of(page(1), 'gzip')).toString()).toBe(page(1).html.toString());
    expect(brotliDecompressSync(await pages.of(page(2), 'br')).toString()).toBe(page(2).html.toString());
  });

  it('makes a quick copy of a page just rendered, and the kept copy when the page is asked for again', async () => {
    const cards = Array.from(
      { length: 400 },
      (_, n) =>
        `<div class="col"><a class="card" href="/logo-design/${n * 7919}">Logo ${n} for ${n % 7} brands</a></div>`,
    ).join('');
    const rendered = { html: Buffer.from(`<main>${cards}</main>`), etag: 'W/"r"' };
    const pages = new CompressedPages(1_000_000);
    const quick = await pages.justRendered(rendered, 'br');
    expect(brotliDecompressSync(quick).toString()).toBe(rendered.html.toString());
    expect(await pages.justRendered(rendered, 'br')).toBe(quick);
    const kept = await pages.of(rendered, 'br');
    expect(brotliDecompressSync(kept).toString()).toBe(rendered.html.toString());
    expect(kept.length).toBeLessThan(quick.length);
    // Once there is a kept copy, it is what every view gets.
    expect(await pages.justRendered(rendered, 'br')).toBe(kept);
  });

  it('drops the least recently used copies past its size', async () => {
    const first = page(1);
    const size = (await new CompressedPages(1_000_000).of(first, 'gzip')).length;
    const pages = new CompressedPages(size * 2.5);
    const kept = await pages.of(first, 'gzip');
    const secondBefore = await pages.of(page(2), 'gzip');
    expect(await pages.of(first, 'gzip')).toBe(kept);
    await pages.of(page(3), 'gzip');
    // 2 was used least recently: it went, 1 stayed.
    expect(await pages.of(first, 'gzip')).toBe(kept);
    const second = await pages.of(page(2), 'gzip');
    expect(second).not.toBe(secondBefore);
    expect(gunzipSync(second).toString()).toBe(page(2).html.toString());
  });
});

describe('compressWholeAnswer', () => {
  const replyWith = (headers: Record<string, string>, statusCode = 200) => {
    const set = new Map(Object.entries(headers));
    return {
      statusCode,
      headers: set,
      getHeader: (name: string) => set.get(name),
      header: (name: string, value: string) => set.set(name, value),
      removeHeader: (name: string) => set.delete(name),
    };
  };
  const json = JSON.stringify({ items: 'x'.repeat(4000) });
  const asks = (encoding: string) => ({ headers: { 'accept-encoding': encoding } });

  it('compresses a whole JSON answer in the encoding asked for, and says so', async () => {
    const reply = replyWith({ 'Content-Type': 'application/json', Vary: 'Cookie', 'Content-Length': '4014' });
    const body = (await compressWholeAnswer(asks('gzip, br'), reply, json)) as Buffer;
    expect(brotliDecompressSync(body).toString()).toBe(json);
    expect(reply.headers.get('Content-Encoding')).toBe('br');
    expect(reply.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(reply.headers.has('Content-Length')).toBe(false);
  });

  it('compresses an answer sent again unchanged once, and another answer anew', async () => {
    const send = async (text: string, encoding: string) =>
      (await compressWholeAnswer(
        asks(encoding),
        replyWith({ 'Content-Type': 'application/json' }),
        text,
      )) as Buffer;
    const first = await send(json, 'br');
    expect(await send(json, 'br')).toBe(first);
    const gzipped = await send(json, 'gzip');
    expect(gunzipSync(gzipped).toString()).toBe(json);
    const other = `${json.slice(0, -2)}y"}`;
    expect(brotliDecompressSync(await send(other, 'br')).toString()).toBe(other);
  });

  it('compresses small answers in place and large ones off the event loop, to the same bytes', async () => {
    const large = JSON.stringify({ items: Array.from({ length: 12000 }, (_, n) => `service ${n}`) });
    expect(Buffer.byteLength(large)).toBeGreaterThan(128 * 1024);
    for (const text of [json, large]) {
      for (const [asked, decompress] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const reply = replyWith({ 'Content-Type': 'application/json' });
        const body = (await compressWholeAnswer(asks(asked), reply, Buffer.from(text))) as Buffer;
        expect(reply.headers.get('Content-Encoding')).toBe(asked);
        expect(decompress(body).toString()).toBe(text);
      }
    }
  });

  it('leaves streams, small or encoded answers, images and clients that take none to @fastify/compress', async () => {
    const { Readable } = await import('node:stream');
    const stream = Readable.from(['x']);
    const cases: Array<[Record<string, string>, unknown, string]> = [
      [{ 'Content-Type': 'application/xml' }, stream, 'br'],
      [{ 'Content-Type': 'application/json' }, '{"ok":true}', 'br'],
      [{ 'Content-Type': 'text/html', 'Content-Encoding': 'br' }, json, 'br'],
      [{ 'Content-Type': 'image/png' }, Buffer.from(json), 'br'],
      [{ 'Content-Type': 'application/json' }, json, 'identity'],
    ];
    for (const [headers, payload, encoding] of cases) {
      expect(await compressWholeAnswer(asks(encoding), replyWith(headers), payload)).toBe(payload);
    }
  });
});
