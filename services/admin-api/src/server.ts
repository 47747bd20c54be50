import { runService } from '@phi/server';
import { buildApp, serviceName } from './app.ts';
import { loadEnv } from './env.ts';

await runService({ serviceName, env: loadEnv(), buildApp });
