# The front: Debian's HAProxy with deploy/haproxy (TLS, per-brand hosts, health-checked API nodes);
# every address comes from the environment (haproxy.cfg's header). The certificate is mounted.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends haproxy && rm -rf /var/lib/apt/lists/*
COPY deploy/haproxy/haproxy.cfg deploy/haproxy/hosts.map /etc/haproxy/
ENV FRONT_HOSTS_MAP=/etc/haproxy/hosts.map FRONT_CERT=/etc/haproxy/certs FRONT_LOG_LEVEL=notice DEFAULT_BRAND=onair \
    FRONT_HTTP_BIND=:8080 FRONT_HTTPS_BIND=:8443 FRONT_INTERNAL_BIND=:8081 FRONT_STATS_BIND=127.0.0.1:8404 \
    FRONT_RTMPS_BIND=:1936
USER haproxy
EXPOSE 8080 8443 8081 1936
CMD ["haproxy", "-W", "-db", "-f", "/etc/haproxy/haproxy.cfg"]
