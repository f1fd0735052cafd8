/** The media figures: real-size photos uploaded, then their pages loaded by a phone. */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, lcpSoFar, pageWatchingLcp } from './browser.mjs';
import { api, signIn } from './http.mjs';
import { startProcess } from './processes.mjs';
import { step } from './progress.mjs';
import { ADMIN, DATA_ROOT } from './settings.mjs';

/** A phone as the media figures load pages: 412 px wide at 2.625 device pixels per CSS pixel (Pixel 7). */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
const PHOTO_SERVICES = 20;
const PHOTO_CATEGORY = ['graphics-design', 'pattern-design'];

/**
 * Camera-sized JPEGs (4000 x 3000, 3-5 MB): smooth colour fields with sensor-like noise, each a
 * little different, so they weigh what phone photos weigh and shrink the way photos do.
 */
async function cameraPhotos(count) {
  const { default: sharp } = await import('sharp');
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    const hue = (i * 47) % 360;
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},50%,30%)"/>` +
        `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${1200 + i * 90}" cy="1400" r="${700 + i * 20}" fill="hsl(${(hue + 200) % 360},70%,55%)"/>` +
        `<rect x="2300" y="${600 + i * 40}" width="1300" height="1600" rx="120" fill="hsl(${(hue + 60) % 360},40%,85%)"/></svg>`,
    );
    const base = await sharp(svg).removeAlpha().raw().toBuffer();
    const mixed = Buffer.alloc(base.length);
    for (let p = 0; p < base.length; p += 1) mixed[p] = Math.max(0, Math.min(255, base[p] + noise[p] - 128));
    photos.push(
      await sharp(mixed, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 89 })
        .toBuffer(),
    );
  }
  return photos;
}

async function uploadFile(url, cookie, bytes, filename) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), filename);
  const response = await fetch(`${url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(json)}`);
  return json.secure_url;
}

/** Image bytes a phone downloads for a page scrolled to its end, and its Largest Contentful Paint. */
async function phonePage(browser, url, path) {
  const context = await browser.newContext(PHONE);
  const page = await pageWatchingLcp(context);
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) images.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const lcpMs = await lcpSoFar(page);
  for (let y = 0; ; y += 600) {
    const bottom = await page.evaluate((to) => {
      globalThis.scrollTo(0, to);
      return to >= globalThis.document.documentElement.scrollHeight - globalThis.innerHeight;
    }, y);
    await page.waitForTimeout(150);
    if (bottom) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
  return {
    lcpMs: Math.round(lcpMs),
    imageKB: Math.round(bytes / 1024),
    images: images.length,
    largestImages: images
      .sort((x, y) => y.bytes - x.bytes)
      .slice(0, 3)
      .map((image) => `${image.url.split('/').pop()} ${Math.round(image.bytes / 1024)} KB`),
  };
}

/**
 * The figures: 20 services of one subcategory with camera-sized cover photos, loaded by a
 * phone: image bytes of the subcategory page scrolled to the end, and LCP of it and of one
 * service page, beside a subcategory page of the small demo images. A fresh small database.
 */
export async function benchMedia() {
  const dataDir = join(DATA_ROOT, 'media');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  step(`media: ${PHOTO_SERVICES} services with 4000x3000 photos, then a phone loads their pages`);
  const server = await startProcess('api', { DATA_DIR: dataDir, DEMO_DATA: 'true' });
  try {
    const admin = await signIn(server.url, ADMIN);
    const photos = await cameraPhotos(PHOTO_SERVICES);
    const [category, subCategory] = PHOTO_CATEGORY;
    let firstId;
    for (const [i, photo] of photos.entries()) {
      const coverImage = await uploadFile(server.url, admin.cookie, photo, `photo-${i}.jpg`);
      const packages = ['basic', 'standard', 'premium'].map((name, n) => ({
        name,
        desc: `${name} package`,
        deliveryTime: 3 + n,
        revisionNumber: 1 + n,
        regularPrice: 40 + n * 20,
        salePrice: 0,
      }));
      const created = await api(server.url, '/api/services', {
        method: 'POST',
        cookie: admin.cookie,
        body: {
          title: `Seamless pattern set number ${i + 1} for textiles and packaging`,
          category,
          subCategory,
          coverImage,
          otherImages: [],
          desc: 'Repeating patterns drawn by hand, delivered as vector files and print-ready tiles.',
          shortTitle: `Pattern set ${i + 1}`,
          shortDesc: 'Hand-drawn seamless patterns for print and web.',
          features: ['Vector files', 'Print-ready tiles', 'Colour variants', 'Commercial licence'],
          packages,
        },
      });
      if (created.status !== 201)
        throw new Error(`service: ${created.status} ${JSON.stringify(created.json)}`);
      firstId ??= created.json._id;
    }
    const demo = (await api(server.url, '/api/services?category=programming-tech&limit=1')).json[0];
    const browser = await launchChromium();
    try {
      return {
        phone: PHONE,
        photos: {
          count: photos.length,
          size: '4000x3000',
          averageKB: Math.round(photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1024),
          totalKB: Math.round(photos.reduce((sum, p) => sum + p.length, 0) / 1024),
        },
        pages: {
          [`/${category}/${subCategory} (${photos.length} photos)`]: await phonePage(
            browser,
            server.url,
            `/${category}/${subCategory}`,
          ),
          'service page (photo)': await phonePage(browser, server.url, `/${subCategory}/${firstId}`),
          [`/${demo.category}/${demo.subCategory} (small demo images)`]: await phonePage(
            browser,
            server.url,
            `/${demo.category}/${demo.subCategory}`,
          ),
          'service page (demo image)': await phonePage(
            browser,
            server.url,
            `/${demo.subCategory}/${demo._id}`,
          ),
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

export function mediaTable(media) {
  const lines = [
    `\nmedia (phone ${media.phone.viewport.width}x${media.phone.viewport.height} at ${media.phone.deviceScaleFactor}x; ${media.photos.count} uploaded ${media.photos.size} JPEGs, ${media.photos.averageKB} KB each, ${media.photos.totalKB} KB in all)`,
  ];
  for (const [label, page] of Object.entries(media.pages)) {
    lines.push(
      `${label}: ${page.imageKB} KB of images in ${page.images} files scrolled to the end, LCP ${page.lcpMs} ms (largest: ${page.largestImages.join(', ') || 'none'})`,
    );
  }
  return lines.join('\n');
}
