#!/usr/bin/env bash
# Runs one command with the project's toolchain (Node 24, pinned pnpm) first on PATH.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
exec "$@"
