#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool).
# Installs it with apt-get when /usr/bin/chromium is missing (as root, or through sudo).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package for the browser tests..." >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
