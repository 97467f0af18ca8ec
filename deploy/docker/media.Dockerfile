# The media app's image: RTMP ingest and HLS/HTTP-FLV out, with Debian's ffmpeg for the remux,
# recordings and thumbnails. Build from the repository root: docker build -f deploy/docker/media.Dockerfile -t onair/media .
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY dist/apps/media/package.json ./
RUN npm install --omit=dev --no-audit --no-fund --no-package-lock && npm cache clean --force

FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production MEDIA_HTTP_PORT=8000 RTMP_PORT=1935 MEDIA_DATA_DIR=/data/media
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY dist/apps/media ./
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 1935 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.MEDIA_HTTP_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "main.js"]
