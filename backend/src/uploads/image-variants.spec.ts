import sharp from 'sharp';
import { claimedPng, EXIF_MARKER as MARKER, phonePhoto } from '../../test/uploads-media.helper';
import { cleanOriginal, imageSize, makeVariant, makeVariants, MAX_IMAGE_PIXELS } from './image-variants';

describe('image variants', () => {
  it('makes 320, 640 and 1280 wide AVIF, WebP and JPEG variants of a large JPEG, upright', async () => {
    // Stored 2000x1500 with orientation 6: shown 1500 wide and 2000 high.
    const variants = await makeVariants(await phonePhoto(2000, 1500), 'jpg');
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.avif',
      '320.webp',
      '320.jpg',
      '640.avif',
      '640.webp',
      '640.jpg',
      '1280.avif',
      '1280.webp',
      '1280.jpg',
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[variant.format]);
      expect(meta.width).toBe(variant.width);
      // Cut from the 1280 wide decode, so a height may round one pixel up.
      expect(Math.abs(meta.height! - (variant.width * 2000) / 1500)).toBeLessThanOrEqual(1);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(variant.bytes.includes(MARKER)).toBe(false);
    }
  });

  it('never upscales: a 500 px wide image stays 500 px wide in its larger variants', async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 4, background: '#0a0a' } })
      .png()
      .toBuffer();
    const variants = await makeVariants(small, 'png');
    const widths = await Promise.all(variants.map(async (v) => (await sharp(v.bytes).metadata()).width));
    expect(widths).toEqual([320, 320, 320, 500, 500, 500, 500, 500, 500]);
    expect((await sharp(await makeVariant(small, 1280, 'webp')).metadata()).width).toBe(500);
  });

  it('strips the original of EXIF (GPS included) and turns it upright; clean files are kept as they are', async () => {
    const photo = await phonePhoto(400, 300);
    expect(photo.includes(MARKER)).toBe(true);
    const cleaned = await cleanOriginal(photo, 'jpg');
    const meta = await sharp(cleaned).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([300, 400, undefined, 1]);
    expect(cleaned.includes(MARKER)).toBe(false);
    const clean = await sharp(cleaned).png().toBuffer();
    expect(await cleanOriginal(clean, 'png')).toBe(clean);
  });

  it('reads the size as shown, and refuses images over 40 megapixels from their header alone', async () => {
    expect(await imageSize(await phonePhoto(400, 300))).toEqual({ width: 300, height: 400 });
    expect(await imageSize(claimedPng(8000, 5000))).toEqual({ width: 8000, height: 5000 });
    expect(8000 * 5001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(imageSize(claimedPng(8000, 5001))).rejects.toMatchObject({
      code: 'UPLOAD.TOO_MANY_PIXELS',
      kind: 'too_large',
      message: 'Image is too large: at most 40 megapixels (this one has 40.0)',
    });
    await expect(imageSize(claimedPng(20_000, 20_000))).rejects.toMatchObject({
      code: 'UPLOAD.TOO_MANY_PIXELS',
    });
    await expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).rejects.toMatchObject({
      code: 'UPLOAD.UNREADABLE_IMAGE',
    });
  });
});
