#!/usr/bin/env bash
# Test command: installs everything it needs and runs every test (unit, integration, browser).
# Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/check-infra.mjs
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10 >/dev/null
# The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
# full browser's windowing layers: a quarter less CPU for the same tests, docs/perf.md), else in Debian's Chromium.
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Chromium's headless shell for the browser tests (Debian package)..."
  (apt-get update -qq && apt-get install -y -qq chromium-headless-shell >/dev/null) \
    || [ -x /usr/bin/chromium ] \
    || (apt-get install -y -qq chromium >/dev/null) \
    || { echo "Could not install Chromium; install it with: apt-get install -y chromium-headless-shell"; exit 1; }
fi
if [ ! -x /usr/sbin/haproxy ]; then
  echo "Installing HAProxy for the two-instance tests (Debian package)..."
  (apt-get update -qq && apt-get install -y -qq haproxy >/dev/null) || { echo "Could not install haproxy; install it with: apt-get install -y haproxy"; exit 1; }
fi
if ! command -v promtool >/dev/null 2>&1; then
  echo "Installing Prometheus for the monitoring configuration checks (Debian package; its service is not started)..."
  (apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus >/dev/null) || { echo "Could not install prometheus; install it with: apt-get install -y prometheus"; exit 1; }
fi
pnpm install --frozen-lockfile
# The build's tsc emits without checking types when the unit stage will run: its typecheck runs the compiler over
# every file the build's tsc covers (each tsconfig.build.json is its tsconfig.json without the tests, same
# options), so checking them in the build too was the compiler's work done twice (docs/perf.md, issue 25).
unit=yes
for arg in "$@"; do
  [ "$arg" = -- ] && break
  case "$arg" in unit) unit=yes; break ;; integration|browser|replicas) unit=no ;; esac
done
if [ "$unit" = yes ]; then export BUILD_TSC_FLAGS=--noCheck; fi
# The build's wall and CPU seconds (GNU time, where the machine has it), beside the suites' in the summary.
if [ -x /usr/bin/time ]; then /usr/bin/time -f 'build: %e s wall, %U s user + %S s system CPU' pnpm run build; else pnpm run build; fi
exec node scripts/run-tests.mjs "$@"
