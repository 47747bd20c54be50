import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RefreshCookieOptions {
  /** false only for plain-http localhost runs (COOKIE_SECURE=false). */
  isSecure: boolean;
}

// __Host- makes the browser insist on Secure, Path=/ and no Domain, so no sibling subdomain
// can plant or overwrite the cookie. Browsers refuse __Host- without Secure, hence the
// plain name on http://localhost.
export function refreshCookieName({ isSecure }: RefreshCookieOptions): string {
  return isSecure ? '__Host-phi_refresh' : 'phi_refresh';
}

function cookieAttributes({ isSecure }: RefreshCookieOptions) {
  return { httpOnly: true, secure: isSecure, sameSite: 'strict', path: '/' } as const;
}

export function readRefreshCookie(
  request: FastifyRequest,
  options: RefreshCookieOptions,
): string | undefined {
  return request.cookies[refreshCookieName(options)];
}

export function setRefreshCookie(
  reply: FastifyReply,
  options: RefreshCookieOptions,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(refreshCookieName(options), token, {
    ...cookieAttributes(options),
    expires: expiresAt,
  });
  reply.header('cache-control', 'no-store');
}

export function clearRefreshCookie(reply: FastifyReply, options: RefreshCookieOptions): void {
  reply.clearCookie(refreshCookieName(options), cookieAttributes(options));
  reply.header('cache-control', 'no-store');
}
