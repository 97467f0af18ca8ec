# Stand-in for the official postgres:15-bookworm (base/build-base-images.sh), from Debian's
# PostgreSQL 15: POSTGRES_PASSWORD, POSTGRES_USER, POSTGRES_DB and PGDATA as the official image
# reads them, the data in /var/lib/postgresql/data, pg_isready for health checks.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER postgres
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
