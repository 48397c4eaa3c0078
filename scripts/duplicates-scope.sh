#!/bin/bash
# Issue 25's count of repeated code: `duplicates` (this workplace's tool) over the tracked tree without tests,
# migrations, bench, e2e and docs, copied to a scratch git repository so the tool sees only those files.
#   bash scripts/duplicates-scope.sh [--most N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scope=$(mktemp -d)
trap 'rm -rf "$scope"' EXIT
cd "$root"
git ls-files -co --exclude-standard |
  grep -vE '(^|/)(test|tests|__tests__|migrations|bench|e2e|docs)/|\.test\.|\.spec\.|\.md$' |
  while read -r file; do
    [ -f "$file" ] && mkdir -p "$scope/$(dirname "$file")" && cp "$file" "$scope/$file"
  done
cd "$scope" && git init -q && git add -A && git -c user.email=scope@local -c user.name=scope commit -qm scope
duplicates --most "${2:-200}" --seconds 120 --repo "$scope"
