#!/usr/bin/env bash
# Scores letters on the evaluation set (letter-engine/eval/cases): the offline writer, or with
# --model the api's generation pipeline (repair round, warnings) against the local
# chat-completions test server. Other options: --case <part of an id>, --print (the letters).
# Prints one line per letter and a summary; exits with 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
args=()
model=false
for arg in "$@"; do
  if [ "$arg" = "--model" ]; then model=true; else args+=("$arg"); fi
done
if [ "$model" = true ]; then
  cd api
  exec node eval/score-model-letters.ts "${args[@]}"
fi
exec node letter-engine/eval/score-letters.ts "${args[@]}"
