import { z } from 'zod';

// spec: chat-news-admin §3, Enumerations
export const jobTypes = ['Full Time', 'Part Time', 'Contract', 'Internship', 'Freelance'] as const;
export const jobTypeSchema = z.enum(jobTypes);
export type JobType = z.infer<typeof jobTypeSchema>;
export const defaultJobType: JobType = 'Full Time';

export const contactStatuses = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export const contactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatusSchema>;
export const defaultContactStatus: ContactStatus = 'new';

export const applicationStatuses = [
  'new',
  'reviewing',
  'interviewing',
  'offered',
  'rejected',
] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export const defaultApplicationStatus: ApplicationStatus = 'new';

export const priorities = ['low', 'medium', 'high'] as const;
export const prioritySchema = z.enum(priorities);
export type Priority = z.infer<typeof prioritySchema>;
export const defaultPriority: Priority = 'medium';

export const contactSources = ['contact_form', 'career_page', 'referral', 'other'] as const;
export const contactSourceSchema = z.enum(contactSources);
export type ContactSource = z.infer<typeof contactSourceSchema>;

// Ours: why the contact form's abuse guard caught a submission (honeypot field filled, or sent
// faster than contactAbuseGuard's minimum fill time). Such contacts are stored as suspected spam.
export const contactSpamReasons = ['honeypot', 'too-fast'] as const;
export const contactSpamReasonSchema = z.enum(contactSpamReasons);
export type ContactSpamReason = z.infer<typeof contactSpamReasonSchema>;
export const defaultContactSource: ContactSource = 'contact_form';

// spec: chat-news-admin §4, the statuses the dashboard lists
export const dashboardContactStatuses = [
  'new',
  'contacted',
  'qualified',
  'converted',
] as const satisfies readonly ContactStatus[];
export const dashboardApplicationStatuses = [
  'reviewing',
  'interviewing',
  'offered',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

// spec: chat-news-admin §3 and §5, rating 0 (none) to 5
export const ratingValues = [0, 1, 2, 3, 4, 5] as const;
export type Rating = (typeof ratingValues)[number];
export const ratingSchema = z.number().int().min(0).max(5);
export const ratingLabels = {
  0: 'No Rating',
  1: 'Poor',
  2: 'Below Average',
  3: 'Average',
  4: 'Above Average',
  5: 'Excellent',
} as const satisfies Record<Rating, string>;

// spec: chat-news-admin §3, assignee labels; an empty value means unassigned
export const contactAssignees = ['admin', 'sales', 'marketing', 'support'] as const;
export const contactAssigneeSchema = z.enum(contactAssignees);
export type ContactAssignee = z.infer<typeof contactAssigneeSchema>;

export const applicationAssignees = [
  'admin',
  'hr',
  'hiring_manager',
  'technical_lead',
  'recruiter',
] as const;
export const applicationAssigneeSchema = z.enum(applicationAssignees);
export type ApplicationAssignee = z.infer<typeof applicationAssigneeSchema>;

// The spec gives the values only; this display casing is ours.
export const assigneeLabels = {
  admin: 'Admin',
  sales: 'Sales',
  marketing: 'Marketing',
  support: 'Support',
  hr: 'HR',
  hiring_manager: 'Hiring Manager',
  technical_lead: 'Technical Lead',
  recruiter: 'Recruiter',
} as const satisfies Record<ContactAssignee | ApplicationAssignee, string>;

// spec: chat-news-admin §3, values the generic status badge recognises
export const statusBadgeValues = [
  'active',
  'published',
  'inactive',
  'draft',
  'pending',
  'archived',
] as const;
export const statusBadgeValueSchema = z.enum(statusBadgeValues);
export type StatusBadgeValue = z.infer<typeof statusBadgeValueSchema>;

// spec: site-marketing-careers §3, work authorization
export const workAuthorizations = ['authorized', 'sponsor', 'other'] as const;
export const workAuthorizationSchema = z.enum(workAuthorizations);
export type WorkAuthorization = z.infer<typeof workAuthorizationSchema>;
export const defaultWorkAuthorization: WorkAuthorization = 'authorized';
export const workAuthorizationLabels = {
  authorized: 'Authorized to work',
  sponsor: 'Need sponsorship',
  other: 'Other',
} as const satisfies Record<WorkAuthorization, string>;

// spec: site-marketing-careers §2.8, contact form service choices
export const contactServices = [
  'voice-agents',
  'workforce-management',
  'custom-development',
  'ai-consulting',
] as const;
export const contactServiceSchema = z.enum(contactServices);
export type ContactService = z.infer<typeof contactServiceSchema>;
export const contactServiceLabels = {
  'voice-agents': 'Custom Voice Agents',
  'workforce-management': 'Workforce Management',
  'custom-development': 'Custom Software Development',
  'ai-consulting': 'AI Consulting',
} as const satisfies Record<ContactService, string>;
export const contactServiceOptions = contactServices.map((value) => ({
  value,
  label: contactServiceLabels[value],
}));

// spec: chat-news-admin §2, news topic filters; "all" omits the filter (§4)
export const newsCategories = ['ai', 'ml', 'dl', 'research', 'academic', 'industry'] as const;
export const newsCategorySchema = z.enum(newsCategories);
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export const newsCategoryLabels = {
  ai: 'AI',
  ml: 'ML',
  dl: 'DL',
  research: 'Research',
  academic: 'Academic',
  industry: 'Industry',
} as const satisfies Record<NewsCategory, string>;
export const allFilterValue = 'all';
export const newsTopicFilters = [
  { value: allFilterValue, label: 'All Topics' },
  ...newsCategories.map((value) => ({ value, label: newsCategoryLabels[value] })),
] as const;

// spec: chat-news-admin §3, stored model defaults (the spec names the default; the other
// values are the states our worker and voice agent write)
export const newsSourceTypes = ['rss', 'api'] as const;
export const newsSourceTypeSchema = z.enum(newsSourceTypes);
export type NewsSourceType = z.infer<typeof newsSourceTypeSchema>;

export const newsSourceStatuses = ['active', 'inactive', 'error'] as const;
export const newsSourceStatusSchema = z.enum(newsSourceStatuses);
export type NewsSourceStatus = z.infer<typeof newsSourceStatusSchema>;
export const defaultNewsSourceStatus: NewsSourceStatus = 'active';

export const newsArticleFetchStatuses = ['pending', 'processed', 'failed'] as const;
export const newsArticleFetchStatusSchema = z.enum(newsArticleFetchStatuses);
export type NewsArticleFetchStatus = z.infer<typeof newsArticleFetchStatusSchema>;
export const defaultNewsArticleFetchStatus: NewsArticleFetchStatus = 'pending';

export const newsFetchLogStatuses = ['success', 'partial', 'error'] as const;
export const newsFetchLogStatusSchema = z.enum(newsFetchLogStatuses);
export type NewsFetchLogStatus = z.infer<typeof newsFetchLogStatusSchema>;

export const voiceSessionStatuses = ['active', 'completed', 'failed'] as const;
export const voiceSessionStatusSchema = z.enum(voiceSessionStatuses);
export type VoiceSessionStatus = z.infer<typeof voiceSessionStatusSchema>;
export const defaultVoiceSessionStatus: VoiceSessionStatus = 'active';

export const voicebotProfileStatuses = ['active', 'inactive'] as const;
export const voicebotProfileStatusSchema = z.enum(voicebotProfileStatuses);
export type VoicebotProfileStatus = z.infer<typeof voicebotProfileStatusSchema>;
export const defaultVoicebotProfileStatus: VoicebotProfileStatus = 'active';

export const adminRoles = ['admin'] as const;
export const adminRoleSchema = z.enum(adminRoles);
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const defaultAdminRole: AdminRole = 'admin';

// Ours: who spoke a stored voice transcript line, and how a session's summary was made
// (docs/architecture.md#voice-transcripts).
export const voiceTranscriptSpeakers = ['caller', 'agent'] as const;
export const voiceTranscriptSpeakerSchema = z.enum(voiceTranscriptSpeakers);
export type VoiceTranscriptSpeaker = z.infer<typeof voiceTranscriptSpeakerSchema>;

export const voiceSummaryKinds = ['model', 'extractive'] as const;
export const voiceSummaryKindSchema = z.enum(voiceSummaryKinds);
export type VoiceSummaryKind = z.infer<typeof voiceSummaryKindSchema>;
