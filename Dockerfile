# Image of the API + shell (+ the four remotes' builds, served under /build/<app>/ as fallback).
# Build from the repository root:  docker build -t portale-bandi/app .
# Not built on the project's machines (no Docker engine); `node tools/docker-artefacts.cjs`
# runs the same build and checks every path copied below (README "Immagini e docker-compose").

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: full install from the lockfile, then the same build CI runs ----------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV SCARF_ANALYTICS=false
# manifests first, so the install layer is reused while only sources change
COPY package.json package-lock.json .npmrc ./
COPY shared-ui/package.json shared-ui/
COPY domain/package.json domain/
COPY api-client/package.json api-client/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-announcements/package.json mf-announcements/
COPY mf-clients/package.json mf-clients/
COPY mf-calls/package.json mf-calls/
COPY mf-settings/package.json mf-settings/
COPY e2e/package.json e2e/
# not `npm ci`: npm 11 leaves other platforms' optional @rspack bindings out of the lockfile
RUN npm install --no-audit --no-fund
COPY . .
RUN node tools/docker-artefacts.cjs app

# ---- deps: the API's production dependencies only (pg, PGlite, argon2 prebuilt binary, ...) ---
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json .npmrc ./
# the API's workspace dependency @bandi/domain (its dist comes from the build stage below)
COPY domain/package.json domain/
COPY api/package.json api/
RUN npm install --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force \
  && node -e "require('/app/node_modules/argon2'); require('/app/node_modules/pg'); require('/app/node_modules/@electric-sql/pglite')"

# ---- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/uploads \
    WEB_DIR=/app
WORKDIR /app
COPY --from=deps /app /app
# compiled API, bundled reference data (api/data, read by the seed) and the manual
COPY --from=build /src/api/dist api/dist
COPY --from=build /src/domain/dist domain/dist
COPY --from=build /src/api/data api/data
COPY --from=build /src/docs/manuale.html docs/manuale.html
# web builds, served by the API under / and /build/<app>/
COPY --from=build /src/shell/dist shell/dist
COPY --from=build /src/mf-announcements/dist mf-announcements/dist
COPY --from=build /src/mf-clients/dist mf-clients/dist
COPY --from=build /src/mf-calls/dist mf-calls/dist
COPY --from=build /src/mf-settings/dist mf-settings/dist
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
VOLUME ["/data", "/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (graceful drain, then exit 0)
CMD ["node", "api/dist/main.js"]
