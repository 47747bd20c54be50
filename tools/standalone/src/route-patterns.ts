// Decides whether a path belongs to one of the web app's routes, so the gateway can answer an
// unknown address with HTTP 404 while still serving the SPA's own 404 screen.

export type RoutePattern = string;

export function matchesPattern(pattern: RoutePattern, path: string): boolean {
  const patternParts = splitPath(pattern);
  const pathParts = splitPath(path);
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i] as string;
    if (part === '*') {
      return true;
    }
    const isOptional = part.endsWith('?');
    const segment = pathParts[i];
    if (segment === undefined) {
      return isOptional && patternParts.slice(i).every((p) => p.endsWith('?') || p === '*');
    }
    const bare = isOptional ? part.slice(0, -1) : part;
    if (!bare.startsWith(':') && bare !== segment) {
      return false;
    }
  }
  return pathParts.length <= patternParts.length;
}

export function isKnownRoute(patterns: readonly RoutePattern[], path: string): boolean {
  return patterns.some((pattern) => pattern !== '*' && matchesPattern(pattern, path));
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}
