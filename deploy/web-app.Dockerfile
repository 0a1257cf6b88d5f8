# One front-end app (the shell or one remote) as its own image: build stage with the whole
# workspace, then a small runtime that serves only that app's dist/ with the project's static
# server (long-cache hashed assets, no-cache mf-manifest.json, the site's security headers).
#   docker build -f deploy/web-app.Dockerfile --build-arg APP=mf-jobs -t marketplace/mf-jobs .
# See docs/deploy.md.
FROM node:20.20.2-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || (echo "--build-arg APP=<shell|mf-jobs|...> is required" && exit 1)
ENV CI=true
RUN corepack enable && corepack prepare pnpm@9.15.9 --activate
WORKDIR /repo
# Dependencies first, from the lockfile alone, so source changes reuse this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN node packages/devtools/src/build.mjs "$APP"

FROM node:20.20.2-bookworm-slim AS runtime
ARG APP
ENV NODE_ENV=production \
    APP=$APP \
    HOST=0.0.0.0
WORKDIR /srv
# The static server uses Node built-ins only: no node_modules in this image.
COPY --from=build /repo/packages/devtools/src/*.mjs packages/devtools/src/
COPY --from=build --chown=node:node /repo/$APP/dist/ $APP/dist/
USER node
EXPOSE 8080-8086
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||'8080')+(process.env.APP==='shell'?'/config.json':'/mf-manifest.json')).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "packages/devtools/src/serve-app.mjs"]
