import { adminListLimits } from '@phi/contracts/constants';

/** spec: chat-news-admin §2 and §9, up to 5 skill chips plus "+N more". */
export function previewSkills(skills: readonly string[]): { shown: string[]; moreCount: number } {
  const max = adminListLimits.skillsPreviewCount;
  return { shown: skills.slice(0, max), moreCount: Math.max(0, skills.length - max) };
}

/** spec: chat-news-admin §2 and §9, notes cut at 100 characters. */
export function previewNotes(notes: string | null | undefined): string {
  const value = notes ?? '';
  const max = adminListLimits.notesPreviewChars;
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
