# One image for every Node process of the platform (services, gateway, micro-frontend servers, local PayPal);
# docker-compose.yml picks the command. Build: docker build -t cosign .
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
