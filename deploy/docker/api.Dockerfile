# The API image: the Nx bundle (dist/apps/api, `npx nx run api:build`) and only the packages it
# imports (its generated package.json), on the official Node 24 image, as the unprivileged `node`.
# Build from the repository root: docker build -f deploy/docker/api.Dockerfile -t onair/api .
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY dist/apps/api/package.json ./
RUN npm install --omit=dev --no-audit --no-fund --no-package-lock && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY dist/apps/api ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only; the front and Kubernetes route by /api/ready (docs/deploy.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The young generation as tools/scripts/api-node-flags.mjs sizes it: fewer scavenges per request.
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "main.js"]
