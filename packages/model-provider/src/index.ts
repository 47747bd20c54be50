export * from './create-model-provider.ts';
export * from './env.ts';
export * from './model-provider-error.ts';
export * from './types.ts';
