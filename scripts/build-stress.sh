#!/usr/bin/env bash
# Runs the production build of the shell and every remote N times in a row (default 10), as CI does
# (two at a time), and prints one line per run and a summary. Proof that the build does not flake.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
runs="${1:-10}"
failed=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  if pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build >"/tmp/lettra-build-$i.log" 2>&1; then
    result=green
  else
    result="FAILED (/tmp/lettra-build-$i.log)"
    failed=$((failed + 1))
  fi
  echo "build $i/$runs: $result in $(( $(date +%s) - start )) s"
done
echo "$((runs - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
