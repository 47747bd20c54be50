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

const upperCaseEscape = (percentEscape: string) => percentEscape.toUpperCase();

/**
 * The dedupe key of an article across all sources (docs/architecture.md, News pipeline):
 * https for http, lower-case host without a trailing dot, no default port, no credentials, no
 * fragment, no tracking parameters, the rest of the query sorted by name, duplicate slashes
 * collapsed, no trailing slash (the root stays "/"), percent escapes in upper case. "www." is
 * kept: two hosts may tell two different stories. Throws a TypeError when `url` is not a URL.
 *
 * Every URL setter serialises the whole URL again, and a feed's links mostly need none of these
 * changes (or only the trailing slash): only the parts that differ from the key are set. A "#"
 * or "?" in the serialised URL can only start the fragment or the query.
 */
export function normalizeArticleUrl(url: string): string {
  const parsed = new URL(url.trim());
  if (parsed.protocol === 'http:') {
    // Setting the scheme also drops a port that is https's default.
    parsed.protocol = 'https:';
  }
  const host = parsed.hostname;
  if (host.endsWith('.')) {
    parsed.hostname = host.slice(0, -1);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    parsed.username = '';
    parsed.password = '';
  }
  if (parsed.href.includes('#')) {
    parsed.hash = '';
  }
  if (parsed.href.includes('?')) {
    const kept = [...parsed.searchParams].filter(([name]) => !isTrackingParameter(name));
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    parsed.search = new URLSearchParams(kept).toString();
  }
  const path = parsed.pathname;
  let key = path.includes('//') ? path.replace(/\/{2,}/g, '/') : path;
  if (key.length > 1 && key.endsWith('/')) {
    key = key.slice(0, -1);
  }
  if (key.includes('%')) {
    key = key.replace(/%[0-9a-f]{2}/gi, upperCaseEscape);
  }
  if (key !== path) {
    parsed.pathname = key;
  }
  return parsed.href;
}
