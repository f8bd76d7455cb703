#!/usr/bin/env bash
# The scale-out tests (server/test/cluster-adapter.test.ts, e2e/cluster.test.ts) run Debian's
# redis-server. Installs it with apt-get when /usr/bin/redis-server is missing (as root, or through
# sudo). If it cannot be installed, those tests are skipped with the reason and the rest still run.
set -uo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
echo "redis-server is missing: installing Debian's redis-server package for the scale-out tests..." >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null; }; then
  echo "Could not install redis-server: the scale-out tests will be skipped." >&2
  exit 0
fi
# The package may start a system service on port 6379; the tests start their own servers.
