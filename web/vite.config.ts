/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { availableParallelism } from 'node:os';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// No dev server of its own: under `npm run dev` the api runs Vite in middleware mode on its own
// port (api/src/modules/storefront/dev-web.ts), so there is nothing to proxy.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's files compressed once here, at the strongest levels (`x.js.br`, `x.js.gz` beside `x.js`), which the
  // api sends as they are (api/src/modules/storefront/web-files.ts): no per-request compression, ~15 % fewer bytes than its
  // fast brotli level. Not the server entry (Node reads it from disk), nor index.html (the api renders every page from
  // it), nor files under 1 KB (the api does not compress those either).
  plugins: [
    react(),
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
        exclude: /(^|\/)\.vite\//,
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest (dist/.vite/manifest.json) is what scripts/js-budget.mjs reads to size each route's JS.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  // The server entry (`vite build --ssr src/entry-server.tsx --outDir dist-server`, see entry-server.tsx)
  // is one self-contained ES module: the api imports it without resolving the web app's packages.
  // In development the packages stay external (Node loads them): Vite's dev SSR cannot run CommonJS
  // packages such as react inline.
  ssr: { noExternal: command === 'build' ? true : [] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // One test file per core. Vitest's default leaves a core for itself (one worker on a 2-core machine), but once the
    // files are transformed its main process is idle: the suite took 101 s with two workers against 170 s with one
    // (2026-11-28, 2-core machine, one after the other).
    maxWorkers: availableParallelism(),
    // A test that waits for one screen with findBy… (up to 5 s, src/test/setup.ts) must not be cut off by the test's
    // own limit first, which would report a timeout instead of the screen that was wrong.
    testTimeout: 20_000,
  },
}));
