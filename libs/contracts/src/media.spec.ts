import { imageSources, parseStoredMediaName, posterUrl } from './media';

const hex = '0123456789abcdef0123456789abcdef';

describe('stored media names', () => {
  it('reads originals, variants and posters, and nothing else', () => {
    expect(parseStoredMediaName(`${hex}.jpg`)).toEqual({ kind: 'original', base: hex, ext: 'jpg' });
    expect(parseStoredMediaName(`${hex}-640.avif`)).toEqual({
      kind: 'variant',
      base: hex,
      width: 640,
      format: 'avif',
    });
    expect(parseStoredMediaName(`${hex}-poster.jpg`)).toEqual({ kind: 'poster', base: hex });
    for (const name of [`${hex}-641.avif`, `${hex}.exe`, `../${hex}.jpg`, `${hex}-640.gif`, 'x.jpg']) {
      expect(parseStoredMediaName(name)).toBeUndefined();
    }
  });

  it('lists AVIF, WebP and the original format at every width for an uploaded JPEG', () => {
    const sources = imageSources(`/uploads/${hex}.jpg`)!;
    expect(sources.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources.sources[0].srcSet).toBe(
      `/uploads/${hex}-320.avif 320w, /uploads/${hex}-640.avif 640w, /uploads/${hex}-1280.avif 1280w`,
    );
    expect(sources.src).toBe(`/uploads/${hex}-640.jpg`);
    expect(imageSources(`https://cdn.example.com/media/${hex}.webp`)!.sources.map((s) => s.format)).toEqual([
      'avif',
      'webp',
    ]);
  });

  it('has no variants for GIFs, videos and foreign names', () => {
    expect(imageSources(`/uploads/${hex}.gif`)).toBeUndefined();
    expect(imageSources(`/uploads/${hex}.mp4`)).toBeUndefined();
    expect(imageSources('https://example.com/picture.jpg')).toBeUndefined();
    expect(posterUrl(`/uploads/${hex}.webm`)).toBe(`/uploads/${hex}-poster.jpg`);
    expect(posterUrl(`/uploads/${hex}.png`)).toBeUndefined();
  });
});
