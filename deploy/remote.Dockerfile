# Image of ONE remote: its build served by nginx on its own origin (a feature team ships it alone).
# Build from the repository root, e.g.:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-calls -t portale-bandi/mf-calls .
# Run with SHELL_ORIGIN set to the shell's origin (CORS), e.g. -e SHELL_ORIGIN=https://bandi.example.it
# Not built on the project's machines (no Docker engine); `node tools/docker-artefacts.cjs mf-calls`
# runs the same build and checks every path copied below.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:stable-alpine

# ---- build: full install from the lockfile, then the remote's own build script ------------------
FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /src
ENV SCARF_ANALYTICS=false
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
RUN node tools/docker-artefacts.cjs "${REMOTE:?build arg REMOTE is required (mf-announcements, mf-clients, mf-calls or mf-settings)}"

# ---- runtime: static files only (nginx as an unprivileged user, port 8080) ---------------------
FROM ${NGINX_IMAGE}
ARG REMOTE
# CORS: the origin of the shell allowed to fetch mf-manifest.json (one origin, or * for any)
ENV SHELL_ORIGIN=*
# the official nginx entrypoint renders /etc/nginx/templates/*.template with the environment
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /src/${REMOTE}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/mf-manifest.json || exit 1
