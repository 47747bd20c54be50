import type { SeedBlogPost } from './blog-posts.types.ts';
import { predictiveMaintenance, ragForCustomerSupport } from './blog-posts-engineering.data.ts';
import { edgeAiCameras, responsibleAiForSmallTeams } from './blog-posts-governance.data.ts';
import {
  voiceAgentsInHospitality,
  workforceSchedulingWithMl,
} from './blog-posts-operations.data.ts';

export type { SeedBlogPost } from './blog-posts.types.ts';

// Sample data, not the company's: inserted only by the standalone demo run or with
// SEED_SAMPLE_DATA=true (docs/architecture.md#sample-data).
export const seedBlogPosts: SeedBlogPost[] = [
  voiceAgentsInHospitality,
  workforceSchedulingWithMl,
  predictiveMaintenance,
  ragForCustomerSupport,
  edgeAiCameras,
  responsibleAiForSmallTeams,
];

const wordsPerMinute = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Minutes of reading at an ordinary pace, at least one. */
export function estimateReadTime(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}
