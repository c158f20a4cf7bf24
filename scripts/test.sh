#!/usr/bin/env bash
# Every test: typecheck, lint, Vitest in every package, the production build, then the Playwright
# suites against the composed build (each remote on its own origin) in Debian's Chromium.
# Set TEST_DATABASE_URL to also run the api suite against a PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

step() { printf '\n━━ %s\n' "$*"; }

step "Dépendances"
pnpm install --frozen-lockfile
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium manque : sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

step "Vérification des types"
pnpm -r --workspace-concurrency=2 typecheck
step "Lint"
eslint .
step "Tests unitaires et d'intégration (Vitest)"
pnpm -r --workspace-concurrency=1 --filter '!e2e' test
step "Construction de production"
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build
step "Tests de bout en bout (Playwright, Chromium)"
pnpm --filter e2e test
