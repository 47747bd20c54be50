// Ours: the voicebot dashboard's wording. The spec (voice §2) names the route and hides the
// site's header and footer there; it shows none of the page's content
// (docs/architecture.md#voicebot-dashboard).

import { voicebotDashboardPage } from '@phi/content';

export const voicebotDashboardCopy = {
  heading: voicebotDashboardPage.heading,
  backHome: 'Back to Home',
  openBuilder: 'Open the Voice Bot Builder',
  loading: 'Loading your voicebot’s figures…',
  javascriptNeeded:
    'The dashboard reads your voicebot from this browser: please enable JavaScript.',
  emptyTitle: 'No voicebot in this browser yet',
  emptyText:
    'The dashboard shows the voicebots built in this browser. Build one from your own documents and its calls appear here.',
  goneTitle: 'This voicebot no longer exists',
  goneText:
    'It was deleted or removed after a long idle time. Build a new one to see its figures here.',
  errorTitle: 'The figures could not be loaded',
  retry: 'Try again',
  periodLabel: 'Period',
  periodOption: (days: number) => `Last ${days} days`,
  figuresHeading: 'Overview',
  sessions: 'Sessions',
  sessionsDetail: (completed: number, failed: number) => `${completed} completed, ${failed} failed`,
  minutes: 'Minutes',
  turns: 'Turns',
  tokens: 'Tokens',
  cost: 'Cost',
  timeToFirstAudio: 'Time to first audio',
  turnLatency: 'Turn latency',
  percentiles: (p50: string, p95: string) => `p50 ${p50} · p95 ${p95}`,
  samples: (count: number) => `${count} ${count === 1 ? 'sample' : 'samples'}`,
  noSamples: 'No data yet',
  chartsHeading: 'Tokens and cost over time',
  tokensPerDay: 'Tokens per day',
  costPerDay: 'Cost per day',
  chartSummary: (label: string, total: string, peak: string, peakDay: string) =>
    `${label}: ${total} in the period, highest ${peak} on ${peakDay}.`,
  chartEmpty: (label: string) => `${label}: nothing in the period.`,
  dailyTable: 'Daily figures',
  day: 'Day',
  recentHeading: 'Recent conversations',
  recentEmpty:
    'No calls in this period yet. Talk to your voicebot in the builder to see them here.',
  start: 'Start',
  duration: 'Duration',
  status: 'Status',
  summary: 'Summary',
  transcript: 'Transcript',
  inProgress: 'In progress',
  summaryKinds: { model: 'AI summary', extractive: 'From the transcript' },
  summaryPending: 'Written when the call ends.',
  summaryNone: 'No summary stored: transcripts are deleted after the retention period.',
  showTranscript: 'Show transcript',
  hideTranscript: 'Hide transcript',
  transcriptLabel: (start: string) => `Transcript of the call of ${start}`,
  transcriptLoading: 'Loading the transcript…',
  transcriptEmpty: 'No lines stored for this call.',
  transcriptError: 'The transcript could not be loaded.',
  speakers: { caller: 'Caller', agent: 'Voicebot' },
  statusLabels: { active: 'Active', completed: 'Completed', failed: 'Failed' },
  lifetime: (actions: number, cost: string) => `Since it was created: ${actions} actions, ${cost}.`,
} as const;
