export * from './admin-account-copy.ts';
export * from './admin-audit-copy.ts';
export * from './admin-screens-copy.ts';
export * from './company.ts';
export * from './pages/index.ts';
export * from './ui-copy.ts';
export * from './voice-demos.ts';
export * from './voicebot-builder-copy.ts';
