import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentServer, initializeLogger, ServerOptions } from '@livekit/agents';
import { voiceAgentName } from '@phi/contracts/public';
import { createModelProvider } from '@phi/model-provider';
import { createLogger, installGracefulShutdown, openConnections } from '@phi/runtime';
import { loadEnv } from './env.ts';
import { recoverAbandonedSessions } from './metrics/recover-sessions.ts';

const serviceName = 'voice-agent';
// How often sessions left by a killed job are looked for after the start.
const recoveryIntervalMs = 5 * 60_000;

const env = loadEnv();
const logger = createLogger({ service: serviceName, level: env.LOG_LEVEL });
// The framework's own logger (worker registration, job processes).
initializeLogger({ pretty: false, level: env.LOG_LEVEL === 'silent' ? 'fatal' : env.LOG_LEVEL });
const connections = openConnections({
  applicationName: `phi-${serviceName}`,
  databaseUrl: env.DATABASE_URL,
  logger,
  maxConnections: 2,
});
// Summaries of the sessions the recovery closes (the jobs summarise their own).
const summariser = createModelProvider(env);

async function recover(): Promise<void> {
  try {
    const closed = await recoverAbandonedSessions(connections.db, {
      staleAfterMs: env.VOICE_SESSION_STALE_MS,
      summariser,
      logger,
    });
    if (closed.length > 0) {
      logger.warn({ sessions: closed }, 'closed voice sessions left active by a killed job');
    }
  } catch (err) {
    logger.error({ err }, 'could not recover abandoned voice sessions');
  }
}

// The job entry sits beside this file: .js in the build, .ts when run by tsx (whose loader
// the forked job processes inherit through execArgv).
const jobEntry = fileURLToPath(
  new URL(`./job${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);
const server = new AgentServer(
  new ServerOptions({
    agent: jobEntry,
    // Explicit dispatch only: the token routes name this agent in each room's configuration.
    agentName: voiceAgentName,
    wsURL: env.LIVEKIT_URL,
    apiKey: env.LIVEKIT_API_KEY,
    apiSecret: env.LIVEKIT_API_SECRET,
    port: env.AGENT_HTTP_PORT,
    numIdleProcesses: env.AGENT_IDLE_PROCESSES,
    drainTimeout: env.AGENT_DRAIN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL === 'silent' ? 'fatal' : env.LOG_LEVEL,
    production: true,
  }),
);

// In the background, one pass at a time: a pass may wait on the model for each summary it
// writes, which must neither hold up the worker's start nor overlap the next pass.
let recovering: Promise<void> | null = null;
function startRecovery(): void {
  recovering ??= recover().finally(() => {
    recovering = null;
  });
}
startRecovery();
const recoveryTimer = setInterval(startRecovery, recoveryIntervalMs);
recoveryTimer.unref();

installGracefulShutdown({
  logger,
  // The drain deadline for running conversations, then a little for closing.
  graceMs: env.AGENT_DRAIN_TIMEOUT_MS + 10_000,
  onShutdown: async () => {
    clearInterval(recoveryTimer);
    try {
      // Takes no new rooms; running conversations get until the drain deadline.
      await server.drain(env.AGENT_DRAIN_TIMEOUT_MS);
    } catch (err) {
      logger.warn({ err }, 'conversations still running at the drain deadline were cut off');
    }
    await server.close();
    await recovering;
    await connections.close();
  },
});

logger.info({ agentName: voiceAgentName, url: env.LIVEKIT_URL }, `${serviceName} is registering`);
try {
  await server.run();
} catch (err) {
  logger.fatal({ err }, 'the agent worker stopped');
  await connections.close();
  process.exit(1);
}
