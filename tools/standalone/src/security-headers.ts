// Headers for the HTML and static files of both SPAs. The compose proxy's nginx snippets
// carry the same values; infra/test/compose.test.ts keeps them in step.

export const staticSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

// The admin SPA holds a bearer token in memory: no script but its own bundle may run, and no
// other site may frame it. Vite emits no inline scripts or style elements for it. Images may
// come from any http(s) address: the news article list shows each feed's thumbnail.
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The site's pages carry their own script policy in a <meta> written at build time with the
// hash of each inline script (apps/web/build-tools/prerendered-html.ts). A <meta> cannot say who
// may frame the page, so this header adds that; both policies apply together.
export const webHeaderContentSecurityPolicy = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');
