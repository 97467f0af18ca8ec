# One brand's web app: its Vite build (dist/apps/web-<brand>) served by Debian's nginx with the
# security headers written from that build (tools/scripts/write-nginx-site.ts).
# docker build -f deploy/docker/web.Dockerfile --build-arg BRAND=mint -t onair/web-mint .
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light && rm -rf /var/lib/apt/lists/* \
 && rm -f /etc/nginx/sites-enabled/default \
 && sed -i -e 's|^pid .*|pid /run/nginx/nginx.pid;|' -e 's|^user .*||' /etc/nginx/nginx.conf \
 && mkdir -p /run/nginx /var/lib/nginx /var/log/nginx && chown -R www-data:www-data /run/nginx /var/lib/nginx /var/log/nginx \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
ARG BRAND
COPY dist/apps/web-${BRAND}/ /usr/share/nginx/html/
RUN mv /usr/share/nginx/html/nginx-site.conf /etc/nginx/conf.d/site.conf
USER www-data
RUN nginx -t
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"]
CMD ["nginx", "-g", "daemon off;"]
