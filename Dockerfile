# One build for the whole scaled shape (docker-compose.yml):
#   target "app"   - the API, the socket gateway and the migration job (node)
#   target "proxy" - nginx with the built shell and remotes, routing /api, /uploads, /socket.io
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM nginx:1.27 AS proxy
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /srv/shell
COPY --from=build /app/mfe-catalog/dist /srv/remotes/catalog
COPY --from=build /app/mfe-checkout/dist /srv/remotes/checkout
COPY --from=build /app/mfe-messaging/dist /srv/remotes/messaging
COPY --from=build /app/mfe-admin/dist /srv/remotes/admin

FROM node:20-bookworm-slim AS app
# ffmpeg takes the poster frames of uploaded videos.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 3001
CMD ["node", "backend/dist/main.js"]
