// Headless system Chromium through playwright-core, launched alike by the browser tests (e2e/)
// and the bench (bench/): one list of flags, so that what the bench measures is what the tests see.
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives each launch a fresh temporary profile. */
function launchChromium(executablePath) {
  return chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

module.exports = { CHROMIUM_ARGS, launchChromium };
