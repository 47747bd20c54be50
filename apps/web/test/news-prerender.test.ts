// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newsMessages } from '@phi/contracts/messages';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { insertTestNewsArticle, insertTestNewsSource } from '@phi/db/testing-news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrerenderedNews } from '../build-tools/news-prerender.server.ts';
import { inlineScripts } from '../build-tools/prerendered-html.ts';

// docs/architecture.md#news-pipeline: /blog's first screen from the build's database, on a real
// PostgreSQL (TEST_DATABASE_URL, else an embedded one: @phi/db/testing). The last test runs the
// real build (react-router build) into a directory of its own and reads the page it wrote.

const webDir = join(import.meta.dirname, '..');
const day = 24 * 60 * 60 * 1000;
const now = new Date();
// A feed's title that tries to leave the text and the script holding the page's data.
const hostileTitle = `</script><script>alert("prerender")</script><img src=x onerror=alert(1)> & 'more'`;

/** As React escapes text in the markup it writes. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** An attribute's value as the browser reads it (the entities escapeHtml and React write). */
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function captureLog() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

describe('loadPrerenderedNews', () => {
  let empty: TestDatabase;
  let stocked: TestDatabase;
  const titles: string[] = [];

  beforeAll(async () => {
    [empty, stocked] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const source = await insertTestNewsSource(stocked.db, { priority: 50 });
    // Eight articles of one source: 2 become Featured Research (2 per source), 6 stay in the grid.
    for (let index = 0; index < 8; index += 1) {
      const article = await insertTestNewsArticle(stocked.db, `prerender-${index}`, {
        sourceId: source.id,
        publishedAt: new Date(now.getTime() - (index + 1) * day),
        ...(index === 0 ? { title: hostileTitle } : {}),
      });
      titles.push(article.title);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([empty?.drop(), stocked?.drop()]);
  });

  it('without a database: null, and one line saying /blog keeps its placeholders', async () => {
    const { lines, log } = captureLog();
    await expect(loadPrerenderedNews({ databaseUrl: undefined, log })).resolves.toBeNull();
    expect(lines).toEqual([expect.stringMatching(/NEWS_PRERENDER_DATABASE_URL is not set/)]);
  });

  it('a database with nothing to show: null (placeholders rather than "No Articles")', async () => {
    const { lines, log } = captureLog();
    await expect(loadPrerenderedNews({ databaseUrl: empty.url, log })).resolves.toBeNull();
    expect(lines).toEqual([expect.stringMatching(/has no articles or blog posts/)]);
  });

  it('reads Featured Research and the first page as the API answers them', async () => {
    const { lines, log } = captureLog();
    const news = await loadPrerenderedNews({ databaseUrl: stocked.url, now, log });
    expect(news?.readAt).toBe(now.toISOString());
    expect(news?.featured.map((article) => article.title)).toEqual(titles.slice(0, 2));
    expect(news?.featured.every((article) => article.isFeatured)).toBe(true);
    // Newest first, the featured ones marked so the page's grid leaves them out.
    expect(news?.articles.map((article) => article.title)).toEqual(titles);
    expect(news?.articles.map((article) => article.isFeatured)).toEqual([
      true,
      true,
      ...Array(6).fill(false),
    ]);
    expect(news?.blogPosts).toEqual([]);
    expect(lines).toEqual([
      `news prerender: /blog is prerendered with 2 featured and 8 articles read at ${now.toISOString()}`,
    ]);
  });

  it('the build writes /blog with the articles in place, the hostile title inert', async () => {
    const buildDirectory = join(
      'node_modules',
      '.cache',
      `news-prerender-${randomBytes(4).toString('hex')}`,
    );
    try {
      const { stdout } = await promisify(execFile)('pnpm', ['exec', 'react-router', 'build'], {
        cwd: webDir,
        env: {
          ...process.env,
          NEWS_PRERENDER_DATABASE_URL: stocked.url,
          WEB_BUILD_DIRECTORY: buildDirectory,
        },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout).toMatch(
        /news prerender: \/blog is prerendered with 2 featured and 8 articles/,
      );

      const clientDir = join(webDir, buildDirectory, 'client');
      const html = readFileSync(join(clientDir, 'blog', 'index.html'), 'utf8');
      const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      // The cards, as a visitor without JavaScript sees them: in place, not after the page for a
      // script to move (React's <template> and <div hidden id="S:…">). Booleans: a failure
      // should not print the whole page.
      const has = (text: string | RegExp) =>
        typeof text === 'string' ? markup.includes(text) : text.test(markup);
      expect(titles.filter((title) => !has(escapeHtml(title)))).toEqual([]);
      expect(has(escapeHtml(newsMessages.featuredResearch))).toBe(true);
      expect(has('data-testid="news-placeholder"')).toBe(false);
      expect(has(/<template|<div hidden id="S:/)).toBe(false);

      // The title is text in the markup and data in the articles island's props (an attribute
      // React escapes), never an element.
      expect(html.includes('<script>alert(')).toBe(false);
      expect(html.includes('<img src=x')).toBe(false);
      const props = /data-island="news-articles" data-island-props="([^"]*)"/.exec(markup)?.[1];
      const island = JSON.parse(unescapeHtml(props ?? '')) as {
        prerendered: { articles: { title: string }[] };
      };
      expect(island.prerendered.articles.map((article) => article.title)).toEqual(titles);
      const scripts = inlineScripts(html);
      expect(scripts.filter((code) => /<\/?script|<img/i.test(code))).toEqual([]);
      // Every inline script is allowed by hash, news images (http/https) still load.
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      for (const code of scripts) {
        const hash = createHash('sha256').update(code, 'utf8').digest('base64');
        expect(policy).toContain(`'sha256-${hash}'`);
      }
      expect(policy).toContain("img-src 'self' data: blob: https: http:");
    } finally {
      rmSync(join(webDir, buildDirectory), { recursive: true, force: true });
    }
  }, 600_000);
});
