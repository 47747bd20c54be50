import { company } from '@phi/content';
import { databaseUrlSchema } from '@phi/db';
import { readSiteOrigin, siteOriginProblem } from './site-origin.ts';

// The web app's only settings, read at build time (ssr is off: nothing of the app runs on a
// server). README, "Build settings".
export interface WebBuildEnv {
  /**
   * A PostgreSQL the build reads the latest news from, to prerender /blog with its articles
   * (build-tools/news-prerender.server.ts). Unset: /blog is prerendered with placeholders.
   */
  newsPrerenderDatabaseUrl: string | undefined;
  /**
   * SITE_URL: the public origin canonical links, Open Graph URLs, the sitemap and robots.txt
   * name, without a trailing slash. Unset: company.siteUrl (packages/content/src/company.ts).
   */
  siteUrl: string;
  /** Where the build writes, relative to apps/web: `build` unless a test builds elsewhere. */
  buildDirectory: string;
}

export class WebBuildEnvError extends Error {}

export function readWebBuildEnv(
  source: Record<string, string | undefined> = process.env,
): WebBuildEnv {
  const problems: string[] = [];
  const databaseUrl = source.NEWS_PRERENDER_DATABASE_URL || undefined;
  if (databaseUrl !== undefined) {
    // The schema's messages name DATABASE_URL and never echo the value.
    for (const issue of databaseUrlSchema.safeParse(databaseUrl).error?.issues ?? []) {
      problems.push(`NEWS_PRERENDER_${issue.message}`);
    }
  }
  let siteUrl: string = company.siteUrl;
  try {
    siteUrl = readSiteOrigin(source.SITE_URL) ?? company.siteUrl;
  } catch {
    problems.push(siteOriginProblem);
  }
  if (problems.length > 0) {
    throw new WebBuildEnvError(
      `Invalid build environment for @phi/web:\n  ${problems.join('\n  ')}`,
    );
  }
  return {
    newsPrerenderDatabaseUrl: databaseUrl,
    siteUrl,
    buildDirectory: source.WEB_BUILD_DIRECTORY || 'build',
  };
}
