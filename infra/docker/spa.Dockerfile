# syntax=docker/dockerfile:1.7
# Static build of one SPA served by an unprivileged nginx.
#   docker build -f infra/docker/spa.Dockerfile --build-arg APP=web --build-arg OUT_DIR=build/client .
# Node 24 LTS, supported until 2028-04-30 (Node 20 reached its end of life on 2026-04-30).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV COREPACK_INTEGRITY_KEYS=0 TURBO_TELEMETRY_DISABLED=1
RUN npm i -g -E pnpm@12.4.2
WORKDIR /repo
ARG APP
ARG OUT_DIR
# The site's canonical origin (apps/web/build-tools/env.ts); unset: company.siteUrl.
ARG SITE_URL=
ENV SITE_URL=${SITE_URL}
COPY . .
RUN pnpm install --frozen-lockfile
# /blog's first screen holds the latest articles when the build can read a PostgreSQL
# (docs/architecture.md#news-pipeline). Its URL is a BuildKit secret, never a build argument,
# which would stay in the build history:
#   docker build --secret id=news_prerender_database_url,env=NEWS_PRERENDER_DATABASE_URL ...
# Without it (as compose builds) the page is prerendered with placeholders and the log says so.
RUN --mount=type=secret,id=news_prerender_database_url \
    NEWS_PRERENDER_DATABASE_URL="$(cat /run/secrets/news_prerender_database_url 2>/dev/null)" \
    pnpm --filter "@phi/${APP}" build
# The site's nginx answers 404 for paths no route serves, from the route list the web build
# writes and the standalone gateway reads (infra/proxy/write-web-routes.ts). The admin app's
# shell answers every route itself, so it needs no list.
RUN mkdir -p /nginx-snippets \
 && if [ "${APP}" = web ]; then \
      node infra/proxy/write-web-routes.ts "apps/web/${OUT_DIR}/route-patterns.json" /nginx-snippets/web-routes.conf; \
    fi

FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
ARG APP
ARG OUT_DIR
COPY infra/proxy/spa-${APP}.conf /etc/nginx/conf.d/default.conf
COPY infra/proxy/security-headers.conf infra/proxy/admin-csp.conf infra/proxy/web-csp.conf /etc/nginx/snippets/
COPY --from=build /nginx-snippets/ /etc/nginx/snippets/
COPY --from=build /repo/apps/${APP}/${OUT_DIR} /usr/share/nginx/html
USER 101
EXPOSE 8080
