import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envSchema as publicEnvSchema } from '@phi/public-api/env';
import { envSchema as agentEnvSchema } from '@phi/voice-agent/env';
import { describe, expect, it } from 'vitest';
import { readCompose, repoRoot, resolvedEnvironment } from './compose-file.ts';

// The voice agent in compose (docs/architecture.md#voice-agent, #deployment): the same LiveKit,
// key pair and database as public-api, and only with the `voice` profile.
const compose = readCompose();
const agent = compose.services['voice-agent'] ?? {};
const required = { JWT_SECRET: 'x'.repeat(48) };
const withKey = (service: typeof agent) => ({
  ...service,
  environment: { ...service.environment, OPENAI_API_KEY: 'sk-test' },
});

describe('docker-compose.yml voice-agent', () => {
  it('is built from the service image with the agent bundle as its entry', () => {
    expect(agent.build?.dockerfile).toBe('infra/docker/service.Dockerfile');
    expect(agent.build?.args?.SERVICE).toBe('voice-agent');
    expect(agent.command).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
    const pkg = JSON.parse(
      readFileSync(resolve(repoRoot, 'services/voice-agent/package.json'), 'utf8'),
    ) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    // main.ts forks job.ts beside it: both bundles must be in dist/.
    expect(pkg.scripts.build).toContain('src/main.ts');
    expect(pkg.scripts.build).toContain('src/job.ts');
    // Loaded at run time from node_modules (silero's model file, onnxruntime's native binding),
    // so they stay direct dependencies the image's `pnpm deploy --prod` brings along.
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['@livekit/agents-plugin-silero', '@livekit/rtc-node']),
    );
  });

  it('runs only with the voice profile: `docker compose up` needs no OpenAI key', () => {
    expect(agent.profiles).toEqual(['voice']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'voice-agent') {
        expect(service.profiles, name).toBeUndefined();
      }
    }
  });

  it('gets an environment its env schema accepts once OPENAI_API_KEY is given', () => {
    const parsed = agentEnvSchema.safeParse(resolvedEnvironment(withKey(agent), required));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('refuses to start without OPENAI_API_KEY, naming it', () => {
    const parsed = agentEnvSchema.safeParse(resolvedEnvironment(agent, required));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['OPENAI_API_KEY']);
  });

  it("joins the LiveKit, key pair and database public-api's tokens are signed for", () => {
    const env = agentEnvSchema.parse(resolvedEnvironment(withKey(agent), required));
    const api = publicEnvSchema.parse(
      resolvedEnvironment(compose.services['public-api'] ?? {}, required),
    );
    expect(env.LIVEKIT_URL).toBe('ws://livekit:7880');
    expect(env.LIVEKIT_URL).toBe(api.LIVEKIT_URL);
    expect(env.LIVEKIT_API_KEY).toBe('devkey');
    expect(env.LIVEKIT_API_SECRET).toBe('secret');
    expect(env.LIVEKIT_API_KEY).toBe(api.LIVEKIT_API_KEY);
    expect(env.LIVEKIT_API_SECRET).toBe(api.LIVEKIT_API_SECRET);
    // The same database as public-api, as its own login (docs/architecture.md#database-roles).
    const database = (url: string) => new URL(url).host + new URL(url).pathname;
    expect(database(env.DATABASE_URL)).toBe(database(api.DATABASE_URL));
    expect(new URL(env.DATABASE_URL).username).toBe('phi_voice_agent');
  });

  it("takes the chat's model provider settings from the same variables as public-api", () => {
    for (const key of [
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENAI_CHAT_MODEL',
      'OPENAI_TIMEOUT_MS',
      'OPENAI_FIRST_TOKEN_TIMEOUT_MS',
    ]) {
      expect(agent.environment?.[key], key).toBe(
        compose.services['public-api']?.environment?.[key],
      );
    }
    expect(agent.environment?.OPENAI_STT_MODEL).toContain('OPENAI_STT_MODEL');
    expect(agent.environment?.OPENAI_TTS_MODEL).toContain('OPENAI_TTS_MODEL');
  });

  it('starts after the migrations and a healthy LiveKit, and asks its health port', () => {
    expect(agent.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
      livekit: { condition: 'service_healthy' },
    });
    const env = agentEnvSchema.parse(resolvedEnvironment(withKey(agent), required));
    expect(agent.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${env.AGENT_HTTP_PORT}/`);
    expect(agent.ports).toBeUndefined();
  });

  it('gives running conversations their drain time when stopped', () => {
    const env = agentEnvSchema.parse(resolvedEnvironment(withKey(agent), required));
    const [, seconds = '0'] = /^(\d+)s$/.exec(agent.stop_grace_period ?? '') ?? [];
    expect(Number(seconds) * 1000).toBeGreaterThan(env.AGENT_DRAIN_TIMEOUT_MS);
  });

  it('has the CA store in the image for wss:// LiveKit servers', () => {
    const dockerfile = readFileSync(resolve(repoRoot, 'infra/docker/service.Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toContain('ca-certificates');
  });
});
