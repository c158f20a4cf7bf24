#!/usr/bin/env bash
# Makes Grammalecte's standalone checker (the Python command line of Debian's libreoffice-grammalecte)
# available in .tools/grammalecte/, without installing LibreOffice: the package is downloaded and
# unpacked, never installed (it depends on libreoffice-core, which the checker does not need).
# Prints the path of grammalecte-cli.py. Idempotent: a second run only prints the path.
# The letter evaluation (letter-engine/eval/grammar.ts) runs it and fails when it cannot.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="$root/.tools/grammalecte"
cli="$target/pythonpath/grammalecte-cli.py"

if [ ! -f "$cli" ]; then
  command -v python3 >/dev/null || { echo "grammalecte.sh: python3 manque (Grammalecte est écrit en Python 3)" >&2; exit 1; }
  command -v apt-get >/dev/null || { echo "grammalecte.sh: apt-get manque : Grammalecte vient du paquet Debian libreoffice-grammalecte" >&2; exit 1; }
  echo "› Grammalecte : téléchargement de libreoffice-grammalecte dans .tools/grammalecte/" >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  # apt drops its privileges to _apt for the download: the folder must be theirs to write in.
  chmod 777 "$work"
  # A fresh machine (or container) has empty package lists: read them once, then try again.
  if ! (cd "$work" && apt-get download -qq libreoffice-grammalecte >/dev/null 2>&1); then
    apt-get update -qq >/dev/null
    (cd "$work" && apt-get download -qq libreoffice-grammalecte >/dev/null)
  fi
  deb="$(ls "$work"/libreoffice-grammalecte_*.deb)"
  dpkg -x "$deb" "$work/unpacked"
  extension="$work/unpacked/usr/lib/libreoffice/share/extensions/grammalecte"
  [ -f "$extension/pythonpath/grammalecte-cli.py" ] || { echo "grammalecte.sh: pas de pythonpath/grammalecte-cli.py dans $(basename "$deb")" >&2; exit 1; }
  basename "$deb" >"$extension/DEBIAN-PACKAGE"
  mkdir -p "$root/.tools"
  # Moved in whole, then renamed: a second run started meanwhile never sees half a checker.
  rm -rf "$target.partial.$$"
  mv "$extension" "$target.partial.$$"
  if [ -f "$cli" ]; then rm -rf "$target.partial.$$"; else rm -rf "$target" && mv "$target.partial.$$" "$target"; fi
fi
echo "$cli"
