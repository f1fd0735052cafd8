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

// findBy…/waitFor give up after 1 s by default; CI runs these beside the backend's and the
// browser's suites on two cores, where a render can take longer. Waits still end on the condition.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
