import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

const api = 'http://localhost:3000';

export default defineConfig({
  // Lingui's macros transformed natively (no Babel) and each imported `.po` compiled at build time:
  // a Welsh text that is missing or does not compile fails the build, not the patient (ADR 0049).
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: {
    // One source of truth for constants and texts: the server's per-context constants modules.
    alias: { '@contexts': fileURLToPath(new URL('../src/modules', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which files React's chunk needs: scripts/prerender.mjs preloads them in the shell page (the
    // pages not prerendered render at once), then removes this file.
    manifest: 'client-manifest.json',
    modulePreload: {
      // React's chunk is imported by the entry at a patient's first tap (ADR 0041): Vite's helper would
      // add a <link rel=modulepreload> per dependency then, one main-thread task of ≈ 60 ms at 4× CPU
      // (measured) just as the patient starts. The browser fetches them from the chunk's own imports.
      resolveDependencies: (url, deps) => (/start-react/.test(url) ? [] : deps),
    },
    rolldownOptions: {
      // React, the router and zustand change rarely: one long-cached vendor chunk, apart from our code.
      // Stripe's libraries stay with the lazy card form, so only payers download them; Google's maps
      // loader with the lazy maps module (issue #32), so only a page that shows a map or uses a place
      // search fetches it; web-vitals
      // stays with its lazy reporter; TanStack Query, Leaflet and libphonenumber with the pages that
      // have server data, the map and the lead form's phone check (all loaded after the home page's
      // first paint; nothing the first page runs may import TanStack Query, or its chunk joins it).
      // TanStack Query is one lazy chunk of its own (not five small ones: each chunk is a name, and an
      // entry in every lazy page's preload list, in the home page's first download).
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!@googlemaps[\\/]|@stripe[\\/]|web-vitals[\\/]|@tanstack[\\/]|leaflet[\\/]|libphonenumber-js[\\/])/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/admin/queues', '/health', '/metrics', '/dev'].map((p) => [p, api])),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    globals: false,
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // What a quiet machine needs, times the patience of src/testing/setup.ts (TEST_PATIENCE, 4).
    testTimeout: 5_000 * Number(process.env.TEST_PATIENCE ?? 4),
  },
});
