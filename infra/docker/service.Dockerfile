# syntax=docker/dockerfile:1.7
# One image per Node deployable: build args pick the workspace package and its entry.
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=public-api .
# Node 24 LTS, supported until 2028-04-30 (Node 20 reached its end of life on 2026-04-30).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV COREPACK_INTEGRITY_KEYS=0 TURBO_TELEMETRY_DISABLED=1
RUN npm i -g -E pnpm@12.4.2
WORKDIR /repo
ARG SERVICE
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter "@phi/${SERVICE}" build
# Workspace code is bundled into dist/; deploy brings only the service's production deps.
RUN pnpm --filter "@phi/${SERVICE}" deploy --prod --legacy /out \
 && rm -rf /out/src /out/test \
 && cp -r "services/${SERVICE}/dist" /out/dist

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# The voice agent's WebRTC library (@livekit/rtc-node, native) verifies wss:// servers such as
# LiveKit Cloud against the system's CA store, which the slim image leaves out.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /out /app
# The private files volume mounts here; it must belong to the user the service runs as.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
CMD ["node", "--enable-source-maps", "dist/server.js"]
