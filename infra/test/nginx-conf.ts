import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './compose-file.ts';

export const readRepoFile = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

export interface NginxLocation {
  /** '' (prefix), '=', '^~', '~' or '~*'; named locations (@name) have ''. */
  modifier: string;
  match: string;
  body: string;
}

/** The location blocks of our nginx configs, in order, with blocks nested in them (if) kept. */
export function locations(conf: string): NginxLocation[] {
  const text = withoutComments(conf);
  const found: NginxLocation[] = [];
  for (const head of text.matchAll(/location\s+(?:(=|\^~|~\*|~)\s+)?([^\s{]+)\s*\{/g)) {
    const start = (head.index ?? 0) + head[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < text.length) {
      const char = text[end];
      depth += char === '{' ? 1 : char === '}' ? -1 : 0;
      end++;
    }
    found.push({
      modifier: head[1] ?? '',
      match: head[2] as string,
      body: text.slice(start, end - 1),
    });
  }
  return found;
}

/**
 * The location nginx picks for a URI: an exact match; else the longest prefix if it is `^~`;
 * else the first regular expression that matches; else the longest prefix.
 */
export function locationFor(conf: string, uri: string): NginxLocation | undefined {
  const all = locations(conf).filter((l) => !l.match.startsWith('@'));
  const exact = all.find((l) => l.modifier === '=' && l.match === uri);
  if (exact) {
    return exact;
  }
  const prefix = all
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  if (prefix?.modifier === '^~') {
    return prefix;
  }
  const regex = all.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.match, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

/** The arguments of each `name ...;` directive in a block, in order. */
export function directives(body: string, name: string): string[][] {
  return [...body.matchAll(new RegExp(`(?:^|[\\s{;])${name}\\s+([^;]*);`, 'g'))].map((m) =>
    (m[1] as string).trim().split(/\s+/),
  );
}

export function withoutComments(conf: string): string {
  return conf.replace(/(^|\s)#[^\n]*/g, '$1');
}
