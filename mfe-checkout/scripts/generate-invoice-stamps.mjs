// Renders the invoice's rubber-stamp images (one per status) to transparent PNGs with the system
// Chromium. The PNGs are committed; run again only to change their look:
//   node mfe-checkout/scripts/generate-invoice-stamps.mjs
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/features/orders/invoice/stamps');

// Colours of the spec's invoice statuses.
const STAMPS = [
  { file: 'completed', text: 'COMPLETED', color: '#4CAF50' },
  { file: 'pending', text: 'PENDING', color: '#FF9800' },
  { file: 'cancelled', text: 'CANCELLED', color: '#F44336' },
  { file: 'in-progress', text: 'IN PROGRESS', color: '#2196F3' },
];

// 520 x 200 px at 2x: placed 52 x 20 mm on the page, so it stays sharp in print.
function stampSvg({ text, color }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="200" viewBox="0 0 520 200">
  <defs>
    <filter id="ink" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
      <feColorMatrix in="noise" type="matrix"
        values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.5 1.55" result="wear"/>
      <feComposite in="SourceGraphic" in2="wear" operator="in"/>
    </filter>
  </defs>
  <g transform="rotate(-7 260 100)" filter="url(#ink)" fill="none" stroke="${color}">
    <rect x="40" y="38" width="440" height="124" rx="22" stroke-width="10"/>
    <rect x="58" y="56" width="404" height="88" rx="12" stroke-width="4"/>
    <text x="260" y="118" text-anchor="middle" fill="${color}" stroke="none"
      font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
      font-size="${text.length > 9 ? 46 : 56}" letter-spacing="4">${text}</text>
  </g>
</svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 520, height: 200 } });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const stamp of STAMPS) {
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${stampSvg(stamp)}</body></html>`,
    );
    await page.screenshot({ path: join(OUT_DIR, `${stamp.file}.png`), omitBackground: true });
  }
} finally {
  await browser.close();
}
