import sharp from 'sharp';

/** Text hidden in the EXIF of `phonePhoto`, to prove it never reaches a served file. */
export const EXIF_MARKER = 'gps-position-of-the-sellers-home';

/** A JPEG as a phone writes it: stored sideways with EXIF orientation 6, a GPS position and a description. */
export function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c83' } })
    .composite([
      { input: { create: { width: Math.ceil(width / 4), height, channels: 3, background: '#238' } } },
    ])
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSMapDatum: EXIF_MARKER },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG of random pixels (barely compressible): about 3 bytes per pixel. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims `width` x `height`: all a decompression bomb needs to be refused. */
export function claimedPng(width: number, height: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** The stored name of an upload URL, e.g. `0f1e…e1f0.jpg`. */
export const nameOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
export const baseOf = (url: string) => nameOf(url).split('.')[0];
