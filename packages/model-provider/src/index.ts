export * from './create-model-provider.ts';
export * from './env.ts';
export * from './grounded-prompt.ts';
export * from './model-provider-error.ts';
export * from './prompt-safety.ts';
export * from './types.ts';
