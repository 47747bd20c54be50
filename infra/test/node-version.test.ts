import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './compose-file.ts';
import { readRepoFile as read } from './nginx-conf.ts';

// Images and CI run one Node LTS line. Node 20 reached its end of life on 2026-04-30; 24 is
// supported until 2028-04-30 (move before then: docs/architecture.md, run modes).
const nodeLine = 24;

const dockerfiles = readdirSync(resolve(repoRoot, 'infra/docker'))
  .filter((name) => name.endsWith('.Dockerfile'))
  .map((name) => `infra/docker/${name}`);

interface Workflow {
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
}

describe(`Node ${nodeLine}`, () => {
  it('satisfies the engines range of package.json', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    const [, major] = /^>=(\d+)(?:\.\d+)*$/.exec(engines.node) ?? [];
    expect(major, engines.node).toBeDefined();
    expect(nodeLine).toBeGreaterThanOrEqual(Number(major));
  });

  it.each(dockerfiles)('is the only Node that %s builds or runs on', (path) => {
    // Image references: a FROM line or a build argument's default.
    const images = [...read(path).matchAll(/^(?:FROM\s+|ARG\s+\w+=)node:(\S+)/gm)].map(
      (m) => m[1] as string,
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const tag of images) {
      expect(tag.split(/[.-]/)[0], `node:${tag}`).toBe(String(nodeLine));
    }
  });

  it('is the Node CI tests on, set up by actions that run on it themselves', () => {
    const workflow = parse(read('.github/workflows/ci.yml')) as Workflow;
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const setups = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) {
      expect(String(step.with?.['node-version']).split('.')[0]).toBe(String(nodeLine));
    }
    // checkout and setup-node run on Node 24 from their v5 on (v4 runs on Node 20).
    for (const step of steps.filter((s) => /^actions\/(checkout|setup-node)@/.test(s.uses ?? ''))) {
      const [, version = ''] = /@v(\d+)/.exec(step.uses ?? '') ?? [];
      expect(Number(version), step.uses).toBeGreaterThanOrEqual(5);
    }
  });
});
