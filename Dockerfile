# syntax=docker/dockerfile:1

# The image this one replaces (CI passes the running one, see docs/kubernetes.md): its hashed
# assets ship again beside the new ones, so that pages an edge or a browser holds from it keep
# loading their scripts and styles after the rollout. Unset or empty (a first install): none, an
# empty assets folder.
ARG PREVIOUS_IMAGE

FROM node:24-trixie-slim AS no-previous-image
WORKDIR /app/dist/client/assets

FROM ${PREVIOUS_IMAGE:-no-previous-image} AS previous

# Build stage: every dependency, then the client and server bundles, with the previous image's
# assets (only those: one generation) where the build keeps the assets it replaces.
FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
COPY --from=previous /app/dist/client/assets ./dist/previous/assets
RUN npm run build

# The reference edge for compose.yaml (`--target edge`): nginx with edge/nginx.conf and the
# includes the build generated from the route manifest. The placeholders `npm run edge` fills are
# filled at start from EDGE_PORT and ORIGIN_URL's host:port (ORIGIN_HOST_PORT).
FROM nginxinc/nginx-unprivileged:1.28-alpine AS edge
ENV EDGE_PORT=8080 ORIGIN_HOST_PORT=site:3000
COPY --from=build /app/dist/edge /etc/nginx/edge
COPY edge/nginx.conf /etc/nginx/edge/nginx.conf.template
CMD ["/bin/sh", "-c", "mkdir -p /tmp/edge && sed -e \"s#{{PREFIX}}#/tmp/edge#g\" -e \"s#{{INCLUDES}}#/etc/nginx/edge#g\" -e \"s#{{LISTEN}}#${EDGE_PORT}#g\" -e \"s#{{ORIGIN}}#${ORIGIN_HOST_PORT}#g\" /etc/nginx/edge/nginx.conf.template > /tmp/edge/nginx.conf && exec nginx -p /tmp/edge -c /tmp/edge/nginx.conf -g 'daemon off;'"]

# Runtime stage: the built output and production dependencies only. The image's own Node 24 runs
# it, so the optional Node binary that `npm ci` adds on older machines is left out.
FROM node:24-trixie-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# The heap setting of package.json's start script (where it is declared; a test keeps the two
# the same): V8 otherwise grows its young generation to fit the allocation rate, and RSS reached
# 387 MiB in a 5-minute soak at 50 connections against 257 MiB with it (npm run soak).
ENV NODE_OPTIONS=--max-semi-space-size=16
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Nothing is written at run time, so the root filesystem can be mounted read-only.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Graceful shutdown: /readyz turns 503, then in-flight requests finish (see docs/kubernetes.md).
STOPSIGNAL SIGTERM
# node itself, not npm: npm does not pass SIGTERM on, and graceful shutdown needs it.
CMD ["node", "dist/server/index.js"]
