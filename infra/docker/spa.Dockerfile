# syntax=docker/dockerfile:1.7
# Static build of one SPA served by an unprivileged nginx.
#   docker build -f infra/docker/spa.Dockerfile --build-arg APP=web --build-arg OUT_DIR=build/client .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV COREPACK_INTEGRITY_KEYS=0 TURBO_TELEMETRY_DISABLED=1
RUN npm i -g -E pnpm@12.4.2
WORKDIR /repo
ARG APP
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter "@phi/${APP}" build

FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
ARG APP
ARG OUT_DIR
COPY infra/proxy/spa-${APP}.conf /etc/nginx/conf.d/default.conf
COPY infra/proxy/security-headers.conf infra/proxy/admin-csp.conf infra/proxy/web-csp.conf /etc/nginx/snippets/
COPY --from=build /repo/apps/${APP}/${OUT_DIR} /usr/share/nginx/html
USER 101
EXPOSE 8080
