# The shop as one image: builds api and web, runs migrations and the demo seed at start.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/api/package.json api/
COPY --from=build /app/web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w api && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# The server renderer: one self-contained module (web/vite.config.ts ssr.noExternal), no web packages needed.
COPY --from=build /app/web/dist-server web/dist-server
COPY --from=build /app/prisma prisma
# The shop's data is its user's alone (it refuses a DATA_DIR that others can write to, and makes a readable one private).
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
USER node
CMD ["node", "--max-semi-space-size=4", "api/dist/main.js"]
