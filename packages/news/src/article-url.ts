/**
 * Query parameters that only say where a click came from; the same story reached from a
 * newsletter, a feed reader or a social post must give one key.
 */
const trackingParameters = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'ref',
  'ref_src',
  'ref_url',
  'igshid',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'spm',
  'cmpid',
  'ncid',
  's_cid',
  'wt_mc',
  'vero_id',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  '_ga',
  '_gl',
]);

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingParameters.has(lower);
}

/**
 * The dedupe key of an article across all sources (docs/architecture.md, News pipeline):
 * https for http, lower-case host without a trailing dot, no default port, no credentials, no
 * fragment, no tracking parameters, the rest of the query sorted by name, duplicate slashes
 * collapsed, no trailing slash (the root stays "/"), percent escapes in upper case. "www." is
 * kept: two hosts may tell two different stories. Throws a TypeError when `url` is not a URL.
 */
export function normalizeArticleUrl(url: string): string {
  const parsed = new URL(url.trim());
  if (parsed.protocol === 'http:') {
    // Setting the scheme also drops a port that is https's default.
    parsed.protocol = 'https:';
  }
  parsed.hostname = parsed.hostname.replace(/\.$/, '');
  parsed.username = '';
  parsed.password = '';
  parsed.hash = '';
  const kept = [...parsed.searchParams].filter(([name]) => !isTrackingParameter(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  parsed.search = new URLSearchParams(kept).toString();
  let path = parsed.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) {
    path = path.slice(0, -1);
  }
  parsed.pathname = path.replace(/%[0-9a-f]{2}/gi, (percentEscape) => percentEscape.toUpperCase());
  return parsed.href;
}
