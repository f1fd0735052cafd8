#!/usr/bin/env node
// The npm registry reachable from our build machines does not carry every platform's native
// binary (e.g. @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json
// and `npm ci` then refuses the lock as "Missing ... from lock file". This adds an entry for each
// missing optional platform package, marked with its os/cpu/libc so npm skips it on any machine
// it does not fit (it is never fetched here). Run it after every `npm install`:
//   npm install && node tools/complete-lockfile.js
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const lockPath = join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    if (lock.packages[`${base}${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${dep}`] = { version, ...platform, optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.warn(`complete-lockfile: added ${added} platform entries`);
