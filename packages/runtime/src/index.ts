export * from './connections.ts';
export * from './env.ts';
export * from './livekit-env.ts';
export * from './logger.ts';
export * from './parse-env.ts';
export * from './redis.ts';
export * from './shutdown.ts';
export * from './with-timeout.ts';
