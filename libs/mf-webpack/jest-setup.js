// jsdom lacks a few browser APIs the apps (and react-router) use.
const util = require('node:util');

if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
if (!globalThis.matchMedia) {
  globalThis.matchMedia = () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
}
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

// findBy…/waitFor give up after 1 s by default. A newcomer's machine is rarely idle: under load
// (npm test beside other work on 2 cores, load average 12-30) the first dialog's lazy chunk took
// over 5 s to load in jsdom. One generous deadline, just inside the test's own (jest-preset.js),
// so a wait that never ends says what it waited for; every wait still ends on its condition.
require('@testing-library/dom').configure({ asyncUtilTimeout: 50_000 });
