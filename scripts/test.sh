#!/usr/bin/env bash
# Every test: typecheck, lint, Vitest in every package, the letter evaluation's targets
# (letter-engine/eval/README.md), the production build, then the Playwright
# suites against the composed build (each remote on its own origin) in Debian's Chromium.
# The api suite runs on PostgreSQL, and what differs between the databases on embedded PGlite too; its
# production tests (two instances, outages, shutdown, load) start real api processes on PostgreSQL and Redis. Both run on every machine of this
# project; TEST_DATABASE_URL and TEST_REDIS_URL name others.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

# Each step says when it starts (seconds since the start), and the end, failed or not, how long each
# took: where CI's time goes, in every log (docs/ci.md 'Where CI's time goes').
step_names=()
step_starts=()
step() {
  step_names+=("$*")
  step_starts+=("$SECONDS")
  printf '\n━━ %s (%d s)\n' "$*" "$SECONDS"
}
durations() {
  printf '\n━━ Durée de chaque étape (s)\n'
  local i
  for i in "${!step_names[@]}"; do
    printf '%5d  %s\n' $(( ${step_starts[i + 1]:-$SECONDS} - step_starts[i] )) "${step_names[i]}"
  done
  printf '%5d  en tout\n' "$SECONDS"
}
trap durations EXIT
# Node keeps the code it compiles on disk for the processes started after it: the api processes of the
# production tests and of the e2e servers start in about 2 s instead of 4–5 s.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile}"


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

step "Services (PostgreSQL, Redis)"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
node api/test/check-services.ts

step "Vérification des types et lint"
# Each workspace declares the packages it uses, and only those (docs/architecture.md, 'Dependencies').
node scripts/check-deps.ts
# The platform singleton's surface is its committed report, and moves only with its version
# (docs/federation.md 'The platform's surface').
node scripts/api-report/cli.ts
# Who reads each of its exports; a text one remote alone reads belongs to that remote.
node scripts/api-report/readers-cli.ts >/dev/null
# Side by side: both only read the sources, and the lint fills the gaps typecheck's two workers leave.
lint_output="$(mktemp)"
eslint . >"$lint_output" 2>&1 &
lint=$!
typecheck_status=0
pnpm -r --workspace-concurrency=2 typecheck || typecheck_status=$?
lint_status=0
wait "$lint" || lint_status=$?
cat "$lint_output"
rm -f "$lint_output"
# A failed `[ … ] && [ … ]` list does not stop a `set -e` script: say it with an if.
if [ "$typecheck_status" != 0 ] || [ "$lint_status" != 0 ]; then exit 1; fi
step "Tests unitaires et d'intégration (Vitest, hors api)"
# Every package but the api in one Vitest process (vitest.config.ts), on both cores (the packages'
# configs alone would leave one worker), then the api's suite.
vitest run --maxWorkers=100%
step "Tests de l'api (Vitest : PGlite, PostgreSQL, production)"
pnpm --filter ./api test
step "Évaluation des lettres (cibles de qualité)"
# Side by side: each evaluation keeps one core busy (the model's runs the api's pipeline against the
# local test server in one process). Their reports are printed one after the other.
offline_output="$(mktemp)"
bash scripts/eval-letters.sh >"$offline_output" 2>&1 &
offline=$!
model_status=0
bash scripts/eval-letters.sh --model || model_status=$?
offline_status=0
wait "$offline" || offline_status=$?
cat "$offline_output"
rm -f "$offline_output"
if [ "$offline_status" != 0 ] || [ "$model_status" != 0 ]; then exit 1; fi
step "Construction de production"
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build
pnpm check:compat
step "Tests de bout en bout (Playwright, Chromium)"
pnpm --filter e2e test
