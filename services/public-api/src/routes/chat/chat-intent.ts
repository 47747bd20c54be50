import { chatLimits } from '@phi/contracts/constants';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import type { ChatHandoffJob, Job } from '@phi/contracts/public';

// Ours: lead hand-off. A question about price, a demo or a quote goes to the sales team with the
// question filled in; one about working at Phi lists the open positions that match it.
export type ChatIntent = 'contact' | 'jobs' | null;

const jobsPattern =
  /\b(jobs?|hiring|careers?|vacanc(?:y|ies)|open (?:positions?|roles?)|positions?|openings?|internships?|recruit(?:ing|ment)?|work (?:for|at|with) (?:you|phi)|join (?:you|your team|phi|the team))\b/i;
const contactPattern =
  /\b(pric(?:e|es|ing)|costs?|how much|quotes?|quotation|estimates?|demos?|demonstration|trial|budget|rates?|fees?|book a call|consultation|talk to (?:sales|someone|a person))\b/i;

export function detectChatIntent(message: string): ChatIntent {
  if (jobsPattern.test(message)) {
    return 'jobs';
  }
  return contactPattern.test(message) ? 'contact' : null;
}

const greetingPattern =
  /^\s*(hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks|thank you|cheers)\b[\s!.,]*(?:phi(?: ai)?)?[\s!.]*$/i;

const introductionPattern =
  /^\s*(who are you|what are you|what can you do|what do you do|how can you help(?: me)?|help)\s*[?!.]*\s*$/i;

/**
 * A bare greeting, thanks or "who are you", answered with the greeting (which says what Phi AI
 * is for) rather than refused as off-topic.
 */
export function isGreeting(message: string): boolean {
  return greetingPattern.test(message) || introductionPattern.test(message);
}

// Words that say "a job" rather than which job: they must not make every posting match.
const jobStopWords = new Set(
  'are you hiring job jobs career careers position positions opening openings role roles vacancy vacancies any have for the and with work join team open phi what which can apply looking there internship internships recruiting'.split(
    ' ',
  ),
);

function stemsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !jobStopWords.has(word))
    .map((word) => word.replace(/ing$/, '').replace(/s$/, '').replace(/er$/, ''))
    .filter((stem) => stem.length >= 2);
}

/**
 * Open jobs matching the question's words (title matches weigh more than description ones);
 * when none match, the newest open jobs, so a plain "are you hiring?" lists what there is.
 */
export function matchOpenJobs(question: string, jobs: readonly Job[]): ChatHandoffJob[] {
  const wanted = new Set(stemsOf(question));
  const scored = jobs.map((job, order) => {
    const title = new Set(stemsOf(job.title));
    const body = new Set(stemsOf(`${job.description} ${job.requirements.join(' ')}`));
    let score = 0;
    for (const stem of wanted) {
      score += title.has(stem) ? 3 : body.has(stem) ? 1 : 0;
    }
    return { job, order, score };
  });
  const matching = scored.filter((entry) => entry.score > 0);
  const chosen = (matching.length > 0 ? matching : scored)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, chatLimits.maxHandoffJobs);
  return chosen.map(({ job }) => ({
    id: job.id,
    title: job.title,
    path: buildCareersApplyPath(job.id),
  }));
}
