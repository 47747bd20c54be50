// The gateway's own matcher, so the nginx map is held to what the standalone answers.
import { isKnownRoute } from '@phi/standalone/route-patterns';
import { describe, expect, it } from 'vitest';
import { parseRoutePatterns, webRoutesConf, webRouteVariable } from '../proxy/web-routes.ts';

// The web app's route table in the shapes it has (static pages, a dynamic job id, the catch-all),
// plus the optional and splat forms the gateway's matcher also understands.
const patterns = [
  '/',
  '/about',
  '/careers',
  '/careers/apply/:jobId',
  '/chat',
  '/services',
  '/services/custom-voice-bots',
  '/docs/*',
  '/lang/:lang?/intro?',
  '/files/:folder?/list',
  '/v1.0/notes',
  '*',
];

// Request URIs as nginx's $request_uri holds them: raw, with the query.
const requests = [
  '/',
  '//',
  '/?utm=1',
  '/about',
  '/about/',
  '//about//',
  '/about?from=/careers',
  '/ABOUT',
  '/about.html',
  '/about/team',
  '/careers/apply/general',
  '/careers/apply/general/',
  '/careers/apply/general?x=1',
  '/careers/apply/a%2Fb',
  '/careers/apply',
  '/careers/apply/',
  '/careers/apply/general/extra',
  '/chat',
  '/chatbot',
  '/services/custom-voice-bots',
  '/services/nope',
  '/docs',
  '/docsx',
  '/docs/a/b/c',
  '/lang',
  '/lang/en',
  '/lang/en/intro',
  '/lang/en/other',
  '/files/list',
  '/files/a/list',
  '/files/a/b/list',
  '/v1.0/notes',
  '/v1x0/notes',
  '/no-such-page',
  '/assets/gone-1.js',
];

/** The regular expressions of the generated map, read back out of the nginx text. */
function mapRegexes(conf: string): RegExp[] {
  return [...conf.matchAll(/^ {2}"~([^"]+)" 1;/gm)].map((m) => new RegExp(m[1] as string));
}

describe('web route map for nginx', () => {
  const conf = webRoutesConf(patterns, 'route-patterns.json');
  const regexes = mapRegexes(conf);

  it('is a map on the raw request URI that defaults to unknown', () => {
    expect(conf).toContain(`map $request_uri ${webRouteVariable} {\n  default 0;\n`);
    expect(regexes).toHaveLength(patterns.length - 1);
  });

  it('calls a path known exactly when the standalone gateway does', () => {
    const disagreements = requests.filter((uri) => {
      const path = uri.split('?')[0] ?? '/';
      const isKnownToNginx = regexes.some((regex) => regex.test(uri));
      return isKnownToNginx !== isKnownRoute(patterns, path);
    });
    expect(disagreements).toEqual([]);
    expect(regexes.some((regex) => regex.test('/careers/apply/general'))).toBe(true);
    expect(regexes.some((regex) => regex.test('/no-such-page'))).toBe(false);
  });

  it('reads route-patterns.json as the gateway does and refuses anything else', () => {
    expect(parseRoutePatterns('{"patterns":["/","*"]}', 'x.json')).toEqual(['/', '*']);
    expect(() => parseRoutePatterns('{}', 'x.json')).toThrow(/x\.json has no "patterns"/);
    expect(() => parseRoutePatterns('{"patterns":[1]}', 'x.json')).toThrow(/no "patterns"/);
    expect(() => parseRoutePatterns('{"patterns":["/a\\" 1; }"]}', 'x.json')).toThrow(
      /nginx cannot take/,
    );
  });
});
