# One image for api and worker (choose with the command). Node 24 LTS.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY portal/package.json portal/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY portal/package.json portal/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/portal/dist portal/dist
COPY src/modules/search/data src/modules/search/data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/src/main.js"]
