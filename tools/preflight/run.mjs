// @ts-check
// `pnpm test` and `pnpm test:e2e` start here: on a fresh machine the end-to-end tests would
// otherwise end in a wall of browser launch errors after many minutes of other tests.
import process from 'node:process';
import {
  decideChromium,
  installDebianChromium,
  isExecutableFile,
  readChromiumFacts,
} from './chromium.mjs';

const facts = readChromiumFacts(process.env);
const decision = decideChromium(facts);
if (decision.action === 'stop') {
  console.error(`preflight: ${decision.message}`);
  process.exit(1);
}
if (decision.action === 'install') {
  console.log(`preflight: Chromium is missing at ${facts.path}; installing: ${decision.command}`);
  const failure = installDebianChromium();
  if (failure !== undefined) {
    console.error(`preflight: ${failure}`);
    process.exit(1);
  }
  if (!isExecutableFile(facts.path)) {
    console.error(
      `preflight: apt-get installed chromium, yet ${facts.path} is still missing: check \`dpkg -L chromium\`.`,
    );
    process.exit(1);
  }
}
