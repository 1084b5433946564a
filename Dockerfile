# syntax=docker/dockerfile:1
# The venue's server image (decision 038; docs/deploy.md): the API with the built
# visitor app and staff console, as `npm start` serves them, for compose.yaml or any container
# platform. Build: docker build -t seongsu-venue .

# --- build: every dependency, then npm run build (web, console, server) -------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the npm ci layer is reused while only sources change. npm ci needs
# every workspace's package.json to match the lockfile.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/design/package.json packages/design/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: production dependencies of what runs (the server, and the web's server renderer) ------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/design/package.json packages/design/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/console/package.json apps/console/
COPY --from=build /app/tests/e2e/package.json tests/e2e/
COPY --from=build /app/bench/package.json bench/
# The web's dist-ssr renderer imports react, react-router & co. at run time; the server bundle
# inlines @venue/contract and loads its npm dependencies from node_modules.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @venue/server --workspace @venue/web \
  && npm cache clean --force

# --- runtime ----------------------------------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SANDBOX_MODE=off \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app ./
# No workspace sources: the server bundle and the web's renderer carry @venue/contract's code.
COPY --from=build /app/apps/server/dist apps/server/dist
# Migrations are read at run time (every start migrates; decision 038 for rolling upgrades).
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/console/dist apps/console/dist
# Not root: the image's `node` user (uid 1000) owns only the data directory (media without S3,
# the PGlite fallback); the code stays read-only to it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 9464
# Liveness only: readiness (/health/ready, the database) is the proxy's check, so an outage of
# PostgreSQL never makes the runtime restart every instance.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
