#!/usr/bin/env bash
# One remote's team at work: rebuilds that remote alone, checks it against the shell's build, and runs
# its own journeys (e2e/tests/<remote>/, nothing else) against the composed build: the shell and the
# other remotes as they are already built in their dist/ folders. Called by each remote's `e2e` script
# (`pnpm --filter @lettra/mfe-blog e2e`); arguments after the remote go to Playwright (`--workers=1`).
# `npm test` still runs every journey of every folder.
set -euo pipefail
remote="${1:?usage: scripts/e2e-remote.sh <mfe-dossier> [options de Playwright]}"
shift
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

if [ ! -d "e2e/tests/$remote" ]; then
  echo "Aucun dossier e2e/tests/$remote : les parcours d'un remote vivent dans e2e/tests/<remote>/." >&2
  exit 1
fi

# The composed build this run tests against; a missing piece is named before anything is built.
missing=()
[ -f shell/dist/index.html ] || missing+=("shell/dist (bash scripts/with-toolchain.sh pnpm --filter @lettra/shell build)")
for dir in mfe-*/; do
  dir="${dir%/}"
  [ "$dir" = "$remote" ] && continue
  [ -f "$dir/dist/mf-manifest.json" ] || missing+=("$dir/dist (bash scripts/with-toolchain.sh pnpm --filter @lettra/$dir build)")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Build manquant : les parcours de $remote tournent contre les builds existants du shell et des autres remotes." >&2
  printf '  - %s\n' "${missing[@]}" >&2
  echo "Construisez-les une fois (ou tout avec : npm run build), puis relancez." >&2
  exit 1
fi

echo "› Construction de $remote seul"
pnpm --filter "./$remote" build
echo "› Versions partagées : $remote face au shell construit"
node federation-config/check-compat.ts shell/dist "$remote/dist"
echo "› Parcours de e2e/tests/$remote/"
pnpm --filter e2e exec playwright test "tests/$remote/" "$@"
