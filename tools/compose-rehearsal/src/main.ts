import { MissingNginxError } from './nginx-binary.ts';
import { runRehearsal } from './rehearsal.ts';

// pnpm test:compose runs this after pnpm build:
//   rehearse            start the topology, run the smoke tests through the front, stop
//   rehearse --serve    start it and keep it running until Ctrl-C
// Arguments after `--` go to Playwright (say, --headed or a test name filter).
const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const own = separator === -1 ? argv : argv.slice(0, separator);
const playwrightArgs = separator === -1 ? [] : argv.slice(separator + 1);
const unknown = own.filter((arg) => arg !== '--serve');
if (unknown.length > 0) {
  console.error(
    `usage: rehearse [--serve] [-- <playwright arguments>] (unknown: ${unknown.join(' ')})`,
  );
  process.exit(2);
}

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => controller.abort(signal));
}

try {
  const code = await runRehearsal({
    mode: own.includes('--serve') ? 'serve' : 'smoke',
    playwrightArgs,
    signal: controller.signal,
  });
  process.exit(code);
} catch (error) {
  if (error instanceof MissingNginxError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
