import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

// The API server runs on 3000 in development (`npm run dev`); the console proxies to it so the
// browser sees one origin, as in production, where the server serves apps/console/dist at /staff.
const apiTarget = 'http://localhost:3000';

/**
 * The staff console (decision 025): its own app under /staff/, never part of the visitor bundle.
 * Its size is not budgeted like the visitor app's first visit (decision 010): operators load it
 * once on a known device, so it may carry zod, react-hook-form and the contract's schemas.
 */
export default defineConfig({
  base: '/staff/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed file names under assets/ only: the server caches those for a year.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
