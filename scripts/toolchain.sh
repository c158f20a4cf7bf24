# Sourced by the other scripts: puts Node 24 and a pinned pnpm first on PATH.
# The machine may only have an older Node (vitest 5 and openai 7 need Node >= 22.12); the npm
# registry ships Node itself as the package `node`, so a fresh machine with Node and npm is enough.
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
if [ "$("$tools/node_modules/.bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ] \
  || [ "$("$tools/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› Installation de Node $NODE_VERSION et pnpm $PNPM_VERSION dans .tools/"
  mkdir -p "$tools"
  npm install --prefix "$tools" --no-save --no-package-lock --loglevel=error \
    "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$tools/node_modules/.bin:$root/node_modules/.bin:$PATH"
export PNPM_HOME="$tools/pnpm-home"
