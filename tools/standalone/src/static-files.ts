import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/**
 * Maps a URL path to a file under root: the file itself, or a prerendered `index.html` for a
 * route directory. Returns a root-relative path, or undefined. Never leaves root.
 */
export async function resolveStaticFile(
  root: string,
  urlPath: string,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  // No parent escapes, and no dotfiles or dot-folders (the build keeps .vite/manifest.json).
  if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) {
    return undefined;
  }
  const candidates = extname(relative)
    ? [relative]
    : [join(relative, 'index.html'), `${relative.replace(/[/\\]+$/, '')}.html`];
  for (const candidate of candidates) {
    if (candidate === '.html' || candidate.startsWith('__')) {
      continue;
    }
    if (await isFile(join(root, candidate))) {
      return candidate;
    }
  }
  return undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith(`assets${sep}`) || relativePath.startsWith('assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
