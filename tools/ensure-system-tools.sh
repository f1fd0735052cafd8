#!/usr/bin/env bash
# The system tools the test suite needs, installed with apt when this runs as root on a machine
# that has apt; otherwise it stops at once with one line naming the command to run.
# Run by `npm test` (its pretest script) and by .ci/run; nothing in the suite skips a test for a
# missing tool.
#   chromium        the browser tests (e2e/; CHROMIUM_PATH overrides /usr/bin/chromium), with
#                   fonts-liberation, the fonts apt's recommended install gave it
#   nginx-light     deploy/nginx.conf in front of the API (backend/test/scaled-proxy.spec.ts)
#   ffmpeg          video poster frames (backend/src/uploads)
#   poppler-utils   pdftotext/pdftoppm read the downloaded invoice (e2e/tests/checkout.e2e.ts)
#   docker-compose  validates docker-compose.yml (backend/test/scaled-compose.spec.ts, deploy.spec.ts)
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-liberation)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
{ command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null; } || missing+=(poppler-utils)
{ command -v docker-compose >/dev/null || docker compose version >/dev/null 2>&1; } || missing+=(docker-compose)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing the test suite's system tools: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # Another apt run on a shared machine holds the lock for a while: wait for it.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need system tools that are missing (${missing[*]}): run  sudo apt-get install -y ${missing[*]}" >&2
exit 1
