import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// A JSON API never needs to load anything: the strictest policy. The docs page gets its own
// policy from registerOpenApi (docsCsp), which replaces this header on its routes only.
export const apiCsp = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

const swaggerUiStyleHash = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

export const docsCsp = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  // The one <style> element swagger-ui's React tree renders, allowed by hash rather than
  // 'unsafe-inline'. After a swagger-ui upgrade the browser console names the new hash.
  `style-src 'self' '${swaggerUiStyleHash}'`,
].join('; ');

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: apiCsp,
      // Same-origin behind the gateway; nothing here is meant to be embedded cross-site.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'phi-security-headers' },
);
