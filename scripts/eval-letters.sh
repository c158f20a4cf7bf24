#!/usr/bin/env bash
# Scores letters on the evaluation set (letter-engine/eval/cases): the offline writer, or with
# --model the api's generation pipeline against the local chat-completions test server.
# Prints one line per letter and a summary; exits with 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node letter-engine/eval/score-letters.ts "$@"
