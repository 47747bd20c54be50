// @ts-check
// node:test, not vitest: this folder is no workspace package and needs nothing but Node.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  debianChromiumPath,
  decideChromium,
  installCommand,
  isDebianRelease,
} from './chromium.mjs';

/** @param {Partial<import('./chromium.mjs').ChromiumFacts>} facts */
function decide(facts) {
  return decideChromium({
    path: debianChromiumPath,
    isPathConfigured: false,
    isPresent: false,
    isRoot: false,
    isDebian: true,
    ...facts,
  });
}

describe('decideChromium', () => {
  it('does nothing when Chromium is there', () => {
    assert.deepEqual(decide({ isPresent: true }), { action: 'none' });
    assert.deepEqual(decide({ isPresent: true, isRoot: true }), { action: 'none' });
    assert.deepEqual(decide({ isPresent: true, isDebian: false }), { action: 'none' });
  });

  it("installs Debian's package when missing, as root, on Debian", () => {
    assert.deepEqual(decide({ isRoot: true }), { action: 'install', command: installCommand });
    assert.equal(
      installCommand,
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
    );
  });

  it('stops with one line naming the command when missing and not root', () => {
    const decision = decide({ isRoot: false });
    assert.equal(decision.action, 'stop');
    assert.ok(decision.action === 'stop');
    assert.doesNotMatch(decision.message, /\n/);
    assert.match(decision.message, /missing at \/usr\/bin\/chromium/);
    assert.ok(decision.message.includes(`sudo sh -c '${installCommand}'`));
  });

  it('stops, naming what to install, off Debian even as root', () => {
    const decision = decide({ isRoot: true, isDebian: false });
    assert.ok(decision.action === 'stop');
    assert.match(decision.message, /set PW_CHROMIUM_PATH/);
  });

  it('never installs over a PW_CHROMIUM_PATH that points nowhere', () => {
    const decision = decide({ path: '/opt/none/chrome', isPathConfigured: true, isRoot: true });
    assert.ok(decision.action === 'stop');
    assert.match(
      decision.message,
      /^PW_CHROMIUM_PATH=\/opt\/none\/chrome is not an executable file/,
    );
  });
});

describe('isDebianRelease', () => {
  it('knows Debian by its ID, not by a relative', () => {
    assert.equal(isDebianRelease('PRETTY_NAME="Debian GNU/Linux 12"\nID=debian\n'), true);
    assert.equal(isDebianRelease('ID="debian"\n'), true);
    assert.equal(isDebianRelease('ID=ubuntu\nID_LIKE=debian\n'), false);
    assert.equal(isDebianRelease(''), false);
  });
});

it('checks the Chromium the end-to-end tests launch', () => {
  const e2eChromium = readFileSync(new URL('../e2e/chromium.ts', import.meta.url), 'utf8');
  assert.ok(e2eChromium.includes(`process.env.PW_CHROMIUM_PATH ?? '${debianChromiumPath}'`));
});
