import { sniffMediaType } from './media-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffMediaType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xdb], 'rest'), 'jpg'],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'), 'png'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'gif'],
    ['gif89a', bytes('GIF89a', [1, 0]), 'gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'), 'webp'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypmp42', 'rest'), 'mp4'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'webm'],
  ])('recognises %s', (_name, input, ext) => {
    expect(sniffMediaType(input)?.ext).toBe(ext);
  });

  it.each([
    ['text', bytes('hello, I am a picture')],
    ['empty', Buffer.alloc(0)],
    [
      'svg (scripts inside)',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['html', bytes('<!doctype html><script>alert(1)</script>')],
    ['wav (RIFF but not WEBP)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['heic (ftyp but an image brand)', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['matroska that is not webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['truncated png signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, input) => {
    expect(sniffMediaType(input)).toBeUndefined();
  });
});
