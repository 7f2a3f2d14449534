/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// `npm run dev` sets these: the api on PORT (default 3000), this dev server on WEB_PORT (default 5173).
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: webPort,
    strictPort: true,
    proxy: { '/graphql': api, '/api': api, '/media': api, '/payments': api, '/robots.txt': api, '/sitemap.xml': api },
  },
  // The manifest (dist/.vite/manifest.json) is what scripts/js-budget.mjs reads to size each route's JS.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  // The server entry (`vite build --ssr src/entry-server.tsx --outDir dist-server`, see entry-server.tsx)
  // is one self-contained ES module: the api imports it without resolving the web app's packages.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
