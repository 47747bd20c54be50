import { defineAgent, type JobContext, type JobProcess } from '@livekit/agents';
import * as silero from '@livekit/agents-plugin-silero';
import { createModelProvider } from '@phi/model-provider';
import { createLogger, openConnections } from '@phi/runtime';
import { loadEnv } from './env.ts';
import { runVoiceJob } from './job/run-voice-job.ts';
import { resolvePriceTable } from './metrics/price-table.ts';

// The job process's entry: the framework forks a process per room and imports this file (the
// worker, src/main.ts, names it in ServerOptions.agent). The process exits once the job has
// shut down and its shutdown callbacks, which close the session row and the pool, have run.
export default defineAgent({
  // Loaded once per process, before a room is assigned: the VAD model is small and shipped
  // with the silero plugin.
  prewarm: async (proc: JobProcess) => {
    proc.userData.vad = await silero.VAD.load();
  },
  entry: async (ctx: JobContext) => {
    const env = loadEnv();
    const logger = createLogger({ service: 'voice-agent-job', level: env.LOG_LEVEL });
    const connections = openConnections({
      applicationName: 'phi-voice-agent-job',
      databaseUrl: env.DATABASE_URL,
      logger,
      maxConnections: 3,
    });
    const provider = createModelProvider(env);
    await runVoiceJob(ctx, {
      env,
      logger,
      db: connections.db,
      embedder: provider?.embedder ?? null,
      summariser: provider,
      prices: resolvePriceTable(env.VOICE_PRICE_TABLE),
      release: () => connections.close(),
    });
  },
});
