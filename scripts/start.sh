#!/usr/bin/env bash
# Start command: installs, builds, migrates, seeds and starts the whole platform at http://localhost:8080.
# REPLICAS=2 ./scripts/start.sh: two instances of every service and of the gateway, behind HAProxy.
# SEED_DEMO=1 ./scripts/start.sh: also seeds a demo marketplace (README, "Accounts"); without it only the admin.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/check-infra.mjs
# HAProxy is the platform's edge, behind its Node front (scripts/edge-front.mjs) on the public port, in front of the gateway(s) (docs/architecture.md).
if [ ! -x "${HAPROXY_BIN:-/usr/sbin/haproxy}" ]; then
  echo "Installing HAProxy, the platform's edge in front of the gateway (Debian package)..."
  (apt-get update -qq && apt-get install -y -qq haproxy >/dev/null) || { echo "Could not install haproxy; install it with: apt-get install -y haproxy"; exit 1; }
fi
if [ "${OBSERVE:-}" = "1" ] && [ ! -x "${PROMETHEUS_BIN:-/usr/bin/prometheus}" ]; then
  echo "Installing Prometheus for OBSERVE=1 (Debian package; its own service is not started)..."
  (apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus >/dev/null) || { echo "Could not install prometheus; install it with: apt-get install -y prometheus"; exit 1; }
fi
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10 >/dev/null
pnpm install --frozen-lockfile
pnpm run build
exec node scripts/run-platform.mjs
