import { seriousViolations } from '../src/axe';
import { DESKTOP, imagesAndFontsLoaded, newPage, PHONE, screenshot, waitForHydration } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

/** A language's list page: what its first HTML says, and what a person sees and follows on it. */
const LANGUAGES = [
  { locale: 'de', dir: 'ltr', startingFrom: 'Ab', next: 'Weiter', about: 'Über diesen Service' },
  { locale: 'ar', dir: 'rtl', startingFrom: 'ابتداءً من', next: 'التالي', about: 'نبذة عن هذه الخدمة' },
] as const;

describe('public pages in German and Arabic', () => {
  for (const { locale, dir, startingFrom, about } of LANGUAGES) {
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorMode of ['light', 'dark'] as const) {
        it(`${locale} at ${size} px, ${colorMode}: its language and direction, translated cards, links kept in the language, axe clean`, async () => {
          const { context, page } = await newPage(e2e.browser, e2e.server.url, {
            viewport,
            colorMode,
            // axe is injected as an inline script, which the CSP refuses.
            bypassCSP: true,
          });
          try {
            const answer = await page.goto(`/${locale}/graphics-design/logo-design`);
            expect(answer?.status()).toBe(200);
            await waitForHydration(page);
            const html = page.locator('html');
            expect(await html.getAttribute('lang')).toBe(locale);
            expect(await html.getAttribute('dir')).toBe(dir);
            expect(await page.locator(`link[rel="alternate"][hreflang="x-default"]`).count()).toBe(1);
            await page.getByText(startingFrom, { exact: true }).first().waitFor();
            const card = page.getByTestId('service-grid').getByRole('link').first();
            expect(await card.getAttribute('href')).toMatch(new RegExp(`^/${locale}/logo-design/`));
            expect(await html.getAttribute('data-bs-theme')).toBe(colorMode);
            expect(await seriousViolations(page)).toEqual([]);
            await imagesAndFontsLoaded(page);
            await screenshot(page, `languages-${locale}-${size}-${colorMode}`, { fullPage: false });
            // A person following the card stays in the language, on a service page as clean.
            await card.click();
            await page.waitForURL(new RegExp(`/${locale}/logo-design/`));
            // The list stays until the service page can show whole (its own messages fetched).
            await page.getByRole('heading', { name: about }).waitFor();
            expect(await html.getAttribute('lang')).toBe(locale);
            expect(await html.getAttribute('dir')).toBe(dir);
            expect(await seriousViolations(page)).toEqual([]);
            await imagesAndFontsLoaded(page);
            await screenshot(page, `languages-${locale}-${size}-${colorMode}-service`);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
