export * from './fake-embedding.ts';
export * from './fake-openai.ts';
export * from './fake-openai-types.ts';
