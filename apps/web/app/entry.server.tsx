import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

// ssr is off (react-router.config.ts): this runs only at build time, to prerender each page.
// React Router's default streams from the first shell, so a lazily loaded part (the news
// articles of /blog, build-tools/news-prerender.server.ts) was written after the page with a
// script that moves it into place, and a visitor without JavaScript saw its placeholders. A file
// is written once, so every page waits for all of its parts (React's onAllReady) and holds them
// in place: no part is split off for a progressive reveal (progressiveChunkSize, 12,800 bytes by
// default, past which React writes even a finished part after the page).
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
