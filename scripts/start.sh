#!/usr/bin/env bash
# Builds and starts Lettra on http://localhost:3000 with the embedded defaults: PGlite in .data/,
# the offline letter writer, demo payments, e-mails in .data/outbox/. Demo accounts are seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

pnpm install --frozen-lockfile
echo "› Construction du shell et des quatre remotes"
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build
echo "› Démarrage de Lettra sur http://localhost:${PORT:-3000}"
exec node api/src/server.ts
