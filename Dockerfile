# syntax=docker/dockerfile:1
# The production server in a container (docs/deploy.md). Docker cannot run on the machines this
# project was built on: the same command, `node scripts/serve.ts`, is tested there without it
# (tests/e2e/deploy.spec.ts). Build with the public URL, which the pages carry:
#   docker build --build-arg SITE_URL=https://www.hogarareformas.es -t hogara-web .
#   docker run -p 3000:3000 -e SITE_URL=https://www.hogarareformas.es -e BLOG_STORE=supabase \
#     -e SUPABASE_URL=… -e SUPABASE_PUBLISHABLE_KEY=… -e SUPABASE_SECRET_KEY=… -e QUOTE_FORM_ID=… hogara-web

# 1. Build: every dependency, the generated code, dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL
ENV SITE_URL=${SITE_URL}
RUN npm run build

# 2. Production dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts

# 3. The image: the build, the server script and its two helpers, the SQL of the embedded store.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY scripts/serve.ts scripts/compress.ts scripts/static-files.ts ./scripts/
COPY app/site/security-headers.ts ./app/site/
COPY supabase ./supabase
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish and closes the blog store.
CMD ["node", "scripts/serve.ts"]
