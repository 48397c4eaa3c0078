#!/usr/bin/env bash
# Start command: installs, builds, migrates, seeds and starts the whole platform at http://localhost:8080.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/check-infra.mjs
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10 >/dev/null
pnpm install --frozen-lockfile
pnpm run build
exec node scripts/run-platform.mjs
