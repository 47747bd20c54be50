// Env fragments and parsing without the Fastify plugins, for launchers that only read env.
export * from './env.ts';
export * from './parse-env.ts';
