import { adminSessionHeader } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import type { FastifyRequest } from 'fastify';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The cross-site guard of the cookie-authenticated routes (refresh, logout): the custom header
 * is required, and an Origin header, when sent, must be this server's own origin (scheme and
 * host as the request arrived, through a trusted proxy's X-Forwarded-* when TRUST_PROXY is set).
 * SameSite=Strict already keeps the cookie off cross-site requests; this is the second lock.
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  if (request.headers[adminSessionHeader.name] !== adminSessionHeader.value) {
    throw new AppError('FORBIDDEN');
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return;
  }
  const ownOrigin = originOf(`${request.protocol}://${request.host}`);
  if (ownOrigin === null || originOf(origin) !== ownOrigin) {
    throw new AppError('FORBIDDEN');
  }
}
