import { describe, expect, it } from 'vitest';
import { categorizeArticle, categoryRules } from './categorize.ts';

function categoryOf(title: string, tags: string[] = [], feedCategories: string[] = []) {
  return categorizeArticle({ title, tags, feedCategories });
}

describe('categorizeArticle', () => {
  it('checks the rules in the documented precedence', () => {
    expect(categoryRules.map((rule) => rule.category)).toEqual([
      'dl',
      'ml',
      'research',
      'academic',
      'industry',
    ]);
  });

  it.each([
    ['A gentle tour of deep learning for tabular data', 'dl'],
    ['What a neural network sees in a photo', 'dl'],
    ['Why transformers forget long documents', 'dl'],
    ['Diffusion for audio, explained', 'dl'],
    ['Pruning a CNN for phones', 'dl'],
    ['Lessons from LLM training at small scale', 'dl'],
    ['Fine-tuning on one GPU', 'dl'],
  ])('"%s" is deep learning', (title, expected) => {
    expect(categoryOf(title)).toBe(expected);
  });

  it.each([
    ['Machine learning for weather stations', 'ml'],
    ['Reinforcement learning in warehouse routing', 'ml'],
    ['Ridge regression, revisited', 'ml'],
    ['Gradient boosting without the tears', 'ml'],
  ])('"%s" is machine learning', (title, expected) => {
    expect(categoryOf(title)).toBe(expected);
  });

  it.each([
    ['Our new paper on evaluation audits', 'research'],
    ['A preprint on data provenance', 'research'],
    ['We propose a cheaper alignment check', 'research'],
    ['Evaluation audits (arXiv:2505.01377v1 [cs.CY])', 'research'],
  ])('"%s" is research', (title, expected) => {
    expect(categoryOf(title)).toBe(expected);
  });

  it.each([
    ['The university opens an AI ethics centre', 'academic'],
    ['Professor wins teaching award', 'academic'],
    ['Defending a PhD thesis on robot grasping', 'academic'],
    ['Campus hackathon results', 'academic'],
  ])('"%s" is academic', (title, expected) => {
    expect(categoryOf(title)).toBe(expected);
  });

  it.each([
    ['Example Corp launches an AI assistant', 'industry'],
    ['Startup raises $20M in Series A funding', 'industry'],
    ['Acquisition of a speech company closes', 'industry'],
    ['A partnership for enterprise search', 'industry'],
    ['New product: an agent for spreadsheets', 'industry'],
  ])('"%s" is industry', (title, expected) => {
    expect(categoryOf(title)).toBe(expected);
  });

  it('falls back to ai', () => {
    expect(categoryOf('What AI means for libraries')).toBe('ai');
    expect(categoryOf('')).toBe('ai');
  });

  it('lets the earlier rule win when several match', () => {
    expect(categoryOf('University startup launches a transformer product')).toBe('dl');
    expect(categoryOf('Our paper on gradient noise')).toBe('ml');
    expect(categoryOf('A university paper')).toBe('research');
    expect(categoryOf('University spin-off launches a product')).toBe('academic');
  });

  it('reads the tags as well as the title', () => {
    expect(categoryOf('Week 19 notes', ['Deep Learning'])).toBe('dl');
    expect(categoryOf('Week 19 notes', ['Funding'])).toBe('industry');
  });

  it('uses the feed categories only when title and tags match nothing', () => {
    expect(categoryOf('Week 19 notes', [], ['Machine Learning'])).toBe('ml');
    expect(categoryOf('Transformers at the edge', [], ['Machine Learning'])).toBe('dl');
  });

  it('matches whole words and acronyms in capitals only', () => {
    expect(categoryOf('Reproductions of classic paintings')).toBe('ai');
    expect(categoryOf('cnn anchors discuss AI')).toBe('ai');
    expect(categoryOf('Newspaper column on AI')).toBe('ai');
  });
});
