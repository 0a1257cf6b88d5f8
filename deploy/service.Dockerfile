# The API or the identity service as its own image: the esbuild bundle (workspace packages
# inside) plus only the production dependencies, run as the unprivileged `node` user.
#   docker build -f deploy/service.Dockerfile --build-arg SERVICE=api -t marketplace/api .
# See docs/deploy.md.
FROM node:20.20.2-bookworm-slim AS build
ARG SERVICE
RUN case "$SERVICE" in api|identity) ;; *) echo "--build-arg SERVICE=api|identity is required" && exit 1 ;; esac
ENV CI=true
RUN corepack enable && corepack prepare pnpm@9.15.9 --activate
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter "@mp/$SERVICE" run build \
 && pnpm --filter "@mp/$SERVICE" --prod deploy /out \
 && rm -rf /out/dist && cp -r "packages/$SERVICE/dist" /out/dist

FROM node:20.20.2-bookworm-slim AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    SERVICE=$SERVICE
WORKDIR /srv/app
COPY --from=build --chown=node:node /out/ ./
USER node
EXPOSE 4000 4100 4101
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||(process.env.SERVICE==='api'?'4000':'4100'))+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]
