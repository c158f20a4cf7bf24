#!/usr/bin/env bash
# Builds the front-ends and prints every benchmark's figures (they measure; they never fail).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
pnpm install --frozen-lockfile
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build
pnpm --filter e2e bench
pnpm --filter @lettra/api bench
