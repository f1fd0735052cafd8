import type { Page } from 'playwright-core';
import { newPage, PHONE, screenshot } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

const VARIANT = /\/uploads\/[a-f0-9]{32}-(320|640|1280)\.(avif|webp|png|jpg)$/;

/** What the browser made of an <img>: the file it chose and how it was told to load it. */
async function imageState(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const img = document.querySelector(css) as HTMLImageElement | null;
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, selector);
  return page.$eval(selector, (element) => {
    const img = element as HTMLImageElement;
    const avif = img.parentElement?.querySelector('source[type="image/avif"]');
    return {
      currentSrc: img.currentSrc,
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      avifSrcset: avif?.getAttribute('srcset') ?? null,
      sizes: avif?.getAttribute('sizes') ?? null,
    };
  });
}

test('a phone gets small variants of card covers, the first card loaded at once, the rest lazily', async () => {
  const [demo] = (await (
    await fetch(`${e2e.server.url}/api/services?category=graphics-design&limit=1`)
  ).json()) as {
    _id: string;
    subCategory: string;
  }[];
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
  try {
    await page.goto(`/graphics-design/${demo.subCategory}`);
    await page.getByTestId('service-grid').waitFor();
    const first = await imageState(page, '[data-testid="service-grid"] .col:first-child img');
    expect(first.avifSrcset).toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-1280\.avif 1280w$/);
    expect(first.sizes).toMatch(/100vw$/);
    expect(first.currentSrc).toMatch(VARIANT);
    expect([first.loading, first.fetchPriority, first.width, first.height]).toEqual([
      'eager',
      'high',
      '400',
      '225',
    ]);
    const cards = await page.locator('[data-testid="service-grid"] .col img').count();
    if (cards > 1) {
      expect(
        await page.locator('[data-testid="service-grid"] .col:nth-child(2) img').getAttribute('loading'),
      ).toBe('lazy');
    }
    await screenshot(page, 'media-subcategory-phone');

    await page.goto(`/${demo.subCategory}/${demo._id}`);
    // The first HTML holds the server's copy of the page; read the image once the app has mounted.
    await page.getByText('About this service').waitFor();
    const main = await imageState(page, 'main img[fetchpriority="high"]');
    expect(main.currentSrc).toMatch(VARIANT);
    expect(main.loading).toBe('eager');
    await screenshot(page, 'media-service-phone');

    await page.goto('/');
    // Lazy below the fold: scrolled to, it loads.
    await page.locator('.gallery-tile img').first().scrollIntoViewIfNeeded();
    const tile = await imageState(page, '.gallery-tile img');
    expect(tile.avifSrcset).toContain('-320.avif 320w');
    expect(tile.currentSrc).toMatch(VARIANT);
  } finally {
    await context.close();
  }
});
