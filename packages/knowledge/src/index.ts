export * from './chunk/chunk-sections.ts';
export type { Embedder } from './embedder.ts';
export { detectDocumentFormat } from './extract/document-format.ts';
export * from './extract/extract-document.ts';
export * from './extract/extracted-document.ts';
export * from './extract/extraction-error.ts';
export * from './search/search-knowledge.ts';
export * from './store/index-documents.ts';
export * from './store/knowledge-document.ts';
