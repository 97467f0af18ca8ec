#!/usr/bin/env bash
# Builds every OnAir image from this checkout: the Nx bundles and web builds, each brand's nginx
# server block, then onair/api, onair/media, onair/web-<brand> and onair/front (tag: ONAIR_VERSION,
# default latest; prefix: ONAIR_IMAGE_PREFIX, default onair). Needs `npm ci` first and a Docker
# engine; where no registry can be reached, run base/build-base-images.sh before it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
prefix="${ONAIR_IMAGE_PREFIX:-onair}"
version="${ONAIR_VERSION:-latest}"
brands=(onair bellcast mint nova)

echo "== Nx builds"
npx nx run-many -t build --projects=api,media,web-onair,web-bellcast,web-mint,web-nova --parallel=2 --outputStyle=static >/dev/null
node --import tsx tools/scripts/write-nginx-site.ts

build() {
  local name="$1"
  shift
  local started=$SECONDS
  docker build -q "$@" -t "$prefix/$name:$version" . >/dev/null
  echo "$prefix/$name:$version  $(docker image inspect -f '{{.Size}}' "$prefix/$name:$version" | awk '{printf "%d MB", $1/1000000}')  $((SECONDS - started)) s"
}
echo "== images"
build api -f deploy/docker/api.Dockerfile
build media -f deploy/docker/media.Dockerfile
for brand in "${brands[@]}"; do build "web-$brand" -f deploy/docker/web.Dockerfile --build-arg "BRAND=$brand"; done
build front -f deploy/docker/front.Dockerfile
