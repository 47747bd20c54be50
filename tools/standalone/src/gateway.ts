import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  applyServerTimeouts,
  defaultServerTimeouts,
  gatewayLimits,
  type ServerTimeouts,
} from '@phi/server';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isKnownRoute } from './route-patterns.ts';
import {
  adminContentSecurityPolicy,
  staticSecurityHeaders,
  webHeaderContentSecurityPolicy,
} from './security-headers.ts';
import { cacheControlFor, resolveStaticFile } from './static-files.ts';

export interface GatewayOptions {
  webDir: string;
  adminDir: string;
  publicApiUrl: string;
  adminApiUrl: string;
  logLevel?: string;
  /** The services' timeouts unless a test shortens them (packages/server/src/start-server.ts). */
  timeouts?: Partial<ServerTimeouts>;
  maxBodyBytes?: number;
}

const spaFallback = '__spa-fallback.html';

// The one origin (docs/architecture.md#url-map): /api/admin/* -> admin-api, /api/* -> public-api,
// /admin/* -> the admin SPA, everything else -> the prerendered web app.
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const timeouts = { ...defaultServerTimeouts, ...options.timeouts };
  const maxBodyBytes = options.maxBodyBytes ?? gatewayLimits.maxBodyBytes;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: false,
    bodyLimit: maxBodyBytes,
    // Node checks the request and headers timeouts only this often (30 s by default), so a
    // client trickling its headers or body would hold the socket that much longer.
    http: { connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs) },
  });
  // The request timeout ends once the request is in, so a response streamed for minutes
  // (server-sent events) is not cut; the idle timeout only closes a socket that sends nothing.
  applyServerTimeouts(app.server, timeouts);
  const routePatterns = await readRoutePatterns(options.webDir);

  await app.register(async (api) => {
    // The proxy streams bodies through without reading them, so Fastify's bodyLimit never
    // applies: a declared length over the limit is 413 at once, a chunked body is cut there.
    api.addHook('preParsing', async (request, _reply, payload) => {
      if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
        throw payloadTooLarge(maxBodyBytes);
      }
      // A limit breach destroys the request stream, which closes the client's socket.
      return pipeline(payload, byteLimit(maxBodyBytes), () => {});
    });
    // Order matters only for readability: the longer prefix wins in Fastify's router.
    await registerProxy(api, options.adminApiUrl, '/api/admin');
    await registerProxy(api, options.publicApiUrl, '/api');
  });

  await app.register(async (site) => {
    await site.register(compress, { global: true });
    // Cache headers are set per file below (hashed assets immutable, HTML revalidated).
    await site.register(fastifyStatic, { root: options.webDir, serve: false, cacheControl: false });
    site.addHook('onSend', async (_request, reply) => {
      reply.headers(staticSecurityHeaders);
    });

    const serveAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const inner = path.replace(/^\/admin/, '') || '/';
      const found = await resolveStaticFile(options.adminDir, inner);
      reply.header('content-security-policy', adminContentSecurityPolicy);
      if (!found && extname(inner)) {
        // A missing script or image must not be answered with the HTML shell.
        return reply.code(404).type('text/plain').send('Not found');
      }
      const file = found ?? 'index.html';
      reply.header('cache-control', file === 'index.html' ? 'no-cache' : cacheControlFor(file));
      return reply.sendFile(file, options.adminDir);
    };
    site.get('/admin', serveAdmin);
    site.get('/admin/*', serveAdmin);

    site.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const file = await resolveStaticFile(options.webDir, path);
      reply.header('content-security-policy', webHeaderContentSecurityPolicy);
      if (file) {
        reply.header('cache-control', cacheControlFor(file));
        return reply.sendFile(file, options.webDir);
      }
      // Unknown files with an extension are plain 404s; route-like paths get the SPA shell,
      // with 404 status when no route of the app matches.
      const status = isKnownRoute(routePatterns, path) ? 200 : 404;
      reply.code(status).header('cache-control', 'no-cache');
      return reply.sendFile(spaFallback, options.webDir);
    });
  });

  return app;
}

function payloadTooLarge(maxBodyBytes: number): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`Request body is larger than ${maxBodyBytes} bytes`), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

function byteLimit(maxBodyBytes: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBodyBytes ? payloadTooLarge(maxBodyBytes) : null, chunk);
    },
  });
}

async function registerProxy(app: FastifyInstance, upstream: string, prefix: string) {
  await app.register(httpProxy, {
    upstream,
    prefix,
    rewritePrefix: prefix,
    replyOptions: {
      // The services see the visitor's address (rate limits, logs) through TRUST_PROXY.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
    },
  });
}

async function readRoutePatterns(webDir: string): Promise<string[]> {
  const raw = await readFile(join(webDir, 'route-patterns.json'), 'utf8');
  const parsed: unknown = JSON.parse(raw);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !Array.isArray((parsed as { patterns?: unknown }).patterns)
  ) {
    throw new Error(`${webDir}/route-patterns.json has no "patterns" list`);
  }
  return (parsed as { patterns: unknown[] }).patterns.filter(
    (p): p is string => typeof p === 'string',
  );
}
