# Stand-in for the official node:24-bookworm-slim (base/build-base-images.sh): the same paths,
# user and entry point that OnAir's images rely on.
FROM debian:bookworm-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
# This machine's own certificate authorities, if any (build-base-images.sh); empty elsewhere.
COPY local-ca.pem /usr/local/share/local-ca.pem
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/local-ca.pem
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
