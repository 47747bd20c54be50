export * from './company.ts';
export * from './pages/index.ts';
