import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Keep .vite/manifest.json in build/client: bundle-size checks read each route's imports.
  build: { manifest: true },
});
