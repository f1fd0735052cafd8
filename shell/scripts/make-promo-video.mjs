// Generates src/assets/promo.webm (a few seconds, a few KB) by recording a canvas animation in
// Chromium, so the repository ships a real, tiny video without any video tool. Run once by hand.
import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'promo-')), {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const labels = ['Brief', 'Order', 'Chat', 'Deliver'];
  const start = performance.now();
  const draw = () => {
    const t = (performance.now() - start) / 1000;
    ctx.fillStyle = '#0d3b2e';
    ctx.fillRect(0, 0, 640, 360);
    labels.forEach((label, i) => {
      const active = Math.floor(t) % labels.length === i;
      const x = 80 + i * 160;
      ctx.beginPath();
      ctx.arc(x, 160, active ? 46 : 36, 0, Math.PI * 2);
      ctx.fillStyle = active ? '#20c997' : '#198754';
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 20px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(label, x, 250);
    });
    ctx.fillStyle = '#20c997';
    ctx.fillRect(80, 300, ((t % 4) / 4) * 480, 6);
  };
  recorder.start();
  await new Promise((resolve) => {
    const tick = () => {
      draw();
      if (performance.now() - start < 4000) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await new Promise((resolve) => (recorder.onstop = resolve));
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  new Uint8Array(buffer).forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
});
writeFileSync(new URL('../src/assets/promo.webm', import.meta.url), Buffer.from(base64, 'base64'));
await browser.close();
