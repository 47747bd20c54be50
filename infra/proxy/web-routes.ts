// The compose nginx answers an unknown path with 404 from the same route list the standalone
// gateway reads (tools/standalone/src/gateway.ts): the route-patterns.json the web build writes
// (apps/web/react-router.config.ts). Each pattern becomes a regular expression that matches
// exactly the request URIs tools/standalone/src/route-patterns.ts accepts for it, so the two
// servers cannot disagree about which paths are pages; infra/test/web-routes.test.ts holds them
// to that.

/** The nginx variable, 1 for a path some web route serves (infra/proxy/spa-web.conf reads it). */
export const webRouteVariable = '$is_web_route';

// The catch-all is the 404 screen itself, never a known route (isKnownRoute leaves it out).
const catchAll = '*';
// Characters React Router paths use; anything else could break the quoted nginx string.
const safePattern = /^[\w\-.~:?*/]*$/;

/**
 * Reads route-patterns.json as the gateway does: an object with a "patterns" list of strings.
 * Throws on anything else, so an image is never built with a route table it did not read.
 */
export function parseRoutePatterns(json: string, source: string): string[] {
  const parsed: unknown = JSON.parse(json);
  const patterns = (parsed as { patterns?: unknown } | null)?.patterns;
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === 'string')) {
    throw new Error(`${source} has no "patterns" list of strings`);
  }
  const unsafe = patterns.filter((p) => !safePattern.test(p));
  if (unsafe.length > 0) {
    throw new Error(`${source}: patterns nginx cannot take as written: ${unsafe.join(', ')}`);
  }
  return patterns;
}

/**
 * A regular expression (PCRE and JavaScript alike) over the raw request URI, query included,
 * that matches when matchesPattern(pattern, path) does. Raw, because the gateway compares the
 * path as sent, while nginx's $uri is decoded (`a%2Fb` would be two segments there). Segments
 * compare by position: empty ones are ignored, an optional one may be missing only if every
 * later one may, and a splat accepts whatever follows.
 */
export function routePatternRegex(pattern: string): string {
  const parts = pattern.split('/').filter((part) => part.length > 0);
  return `^${segmentsFrom(parts, 0)}/*(?:\\?.*)?$`;
}

function segmentsFrom(parts: readonly string[], index: number): string {
  const part = parts[index];
  if (part === undefined) {
    return '';
  }
  if (part === '*') {
    return '(?:/.*)?';
  }
  const isOptional = part.endsWith('?');
  const bare = isOptional ? part.slice(0, -1) : part;
  const matcher = bare.startsWith(':') ? '[^/?]+' : escapeRegex(bare);
  const segment = `/+${matcher}${segmentsFrom(parts, index + 1)}`;
  const restMayBeMissing = parts.slice(index).every((p) => p.endsWith('?') || p === '*');
  return restMayBeMissing ? `(?:${segment})?` : segment;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The nginx `map` (http context) that sets $is_web_route from the request URI. */
export function webRoutesConf(patterns: readonly string[], source: string): string {
  const known = [...new Set(patterns)].filter((pattern) => pattern !== catchAll).sort();
  const lines = known.map((pattern) => `  "~${routePatternRegex(pattern)}" 1; # ${pattern}`);
  return [
    `# Generated from ${source} by infra/proxy/write-web-routes.ts when the image is built.`,
    `map $request_uri ${webRouteVariable} {`,
    '  default 0;',
    ...lines,
    '}',
    '',
  ].join('\n');
}
