import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The bundle lives at tools/standalone/dist/standalone.js; everything else is found from the
// repository root so the command works from any working directory.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const paths = {
  root,
  webDir: resolve(root, 'apps/web/build/client'),
  adminDir: resolve(root, 'apps/admin/dist'),
  publicApiEntry: resolve(root, 'services/public-api/dist/server.js'),
  adminApiEntry: resolve(root, 'services/admin-api/dist/server.js'),
  newsWorkerEntry: resolve(root, 'services/news-worker/dist/main.js'),
  voiceAgentEntry: resolve(root, 'services/voice-agent/dist/main.js'),
};
