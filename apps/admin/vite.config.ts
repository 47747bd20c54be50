import { adminCopy, formatDocumentTitle } from '@phi/content';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `pnpm dev` serves this SPA alone; in every other run the gateway owns /api. These forward the
// calls to the services on their default ports (admin-api PORT 3002, public-api PORT 3001), so
// start them first. Vite tries the keys in order and /api would also match /api/admin/*, so
// the admin entry comes first. `vite preview` uses the same table.
const apiProxy = {
  '/api/admin': { target: 'http://127.0.0.1:3002' },
  '/api': { target: 'http://127.0.0.1:3001' },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The document title is copy like any other text, so it comes from @phi/content. Reading a
// workspace package's TypeScript here is why the scripts pass `--configLoader runner`: the
// default loader hands bare imports to Node, which cannot load .ts files.
function documentTitle(): Plugin {
  return {
    name: 'phi-admin-document-title',
    transformIndexHtml: (html) =>
      html.replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(formatDocumentTitle(adminCopy.documentTitle))}</title>`,
      ),
  };
}

// Served by the gateway under /admin/ (docs/architecture.md#url-map): assets resolve below that
// prefix.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), documentTitle()],
  server: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The admin app is served with `script-src 'self'; style-src 'self'`. Browsers that run
    // this bundle support modulepreload natively, so Vite's polyfill script is dead weight.
    modulePreload: { polyfill: false },
  },
});
