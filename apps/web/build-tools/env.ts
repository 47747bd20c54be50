import { databaseUrlSchema } from '@phi/db';

// The web app's only settings, read at build time (ssr is off: nothing of the app runs on a
// server). README, "Build settings".
export interface WebBuildEnv {
  /**
   * A PostgreSQL the build reads the latest news from, to prerender /blog with its articles
   * (build-tools/news-prerender.server.ts). Unset: /blog is prerendered with placeholders.
   */
  newsPrerenderDatabaseUrl: string | undefined;
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
  if (problems.length > 0) {
    throw new WebBuildEnvError(
      `Invalid build environment for @phi/web:\n  ${problems.join('\n  ')}`,
    );
  }
  return {
    newsPrerenderDatabaseUrl: databaseUrl,
    buildDirectory: source.WEB_BUILD_DIRECTORY || 'build',
  };
}
