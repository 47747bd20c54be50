import type {
  AdminRole,
  ApplicationAssignee,
  ApplicationStatus,
  ContactAssignee,
  ContactSource,
  ContactSpamReason,
  ContactStatus,
  JobType,
  Priority,
} from '@phi/contracts';
import type { Generated, GeneratedAlways } from 'kysely';
import type { DefaultTextArray, DefaultTimestamp, Timestamp } from './column-types.ts';

// spec: chat-news-admin §3, stored data model. Fields are camelCase; SQL columns snake_case.

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password: string;
}

export interface AdminUsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  /** An argon2id hash, never the password itself. */
  password: string;
  role: Generated<AdminRole>;
  isActive: Generated<boolean>;
  createdAt: DefaultTimestamp;
  /** Set for a generated (printed) password: until it is changed only that call is answered. */
  mustChangePassword: Generated<boolean>;
  /** The TOTP secret, encrypted by the admin API; null without a second factor. */
  totpSecret: string | null;
  /** An enrolment's secret (encrypted) until its first code confirms it. */
  totpPendingSecret: string | null;
  totpEnabledAt: Timestamp | null;
  /** The last accepted 30-second step: no code is accepted twice. */
  totpLastStep: number | null;
}

export interface JobsTable {
  id: Generated<string>;
  title: string;
  location: string;
  type: Generated<JobType>;
  description: string;
  requirements: DefaultTextArray;
  isActive: Generated<boolean>;
  createdAt: DefaultTimestamp;
  /** Raised by one on every admin edit; a save naming an older one is refused (edit conflict). */
  version: Generated<number>;
}

export interface JobApplicationsTable {
  id: Generated<string>;
  /** Null for a general application (no particular job). */
  jobId: string | null;
  /** JSON-encoded text: name, e-mail, phone. */
  personalInfo: string;
  /** JSON-encoded text: a list of { title, company, duration }. */
  experience: string;
  /** JSON-encoded text: a list of { degree, institution, year }. */
  education: string;
  coverLetter: string;
  resumeUrl: string;
  skills: DefaultTextArray;
  status: Generated<ApplicationStatus>;
  notes: string | null;
  priority: Generated<Priority>;
  /** 0 means no rating; 1 to 5 otherwise. */
  rating: Generated<number>;
  /** Null means unassigned. */
  assignedTo: ApplicationAssignee | null;
  interviewDate: Timestamp | null;
  createdAt: DefaultTimestamp;
  /** Maintained by a trigger on every update. */
  updatedAt: DefaultTimestamp;
  /**
   * Read by the database from personal_info (generated columns with trigram indexes) for the
   * admin search: firstName, lastName, the full name (`name`, else first and last) and e-mail;
   * null when absent or when personal_info is not JSON.
   */
  applicantFirstName: GeneratedAlways<string | null>;
  applicantLastName: GeneratedAlways<string | null>;
  applicantName: GeneratedAlways<string | null>;
  applicantEmail: GeneratedAlways<string | null>;
  /** Raised by one on every admin edit; a save naming an older one is refused (edit conflict). */
  version: Generated<number>;
}

export interface ContactsTable {
  id: Generated<string>;
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  message: string;
  status: Generated<ContactStatus>;
  notes: string | null;
  priority: Generated<Priority>;
  source: Generated<ContactSource>;
  responseTimeHours: number | null;
  lastContactedAt: Timestamp | null;
  /** Null means unassigned. */
  assignedTo: ContactAssignee | null;
  createdAt: DefaultTimestamp;
  /**
   * Why the form's abuse guard caught it (honeypot filled, sent too fast); null for every other
   * contact. Caught contacts stay out of the default list until staff mark them not spam.
   */
  spamReason: ContactSpamReason | null;
  /** Raised by one on every admin edit; a save naming an older one is refused (edit conflict). */
  version: Generated<number>;
}

export interface BlogPostsTable {
  id: Generated<string>;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  author: string;
  publishedAt: DefaultTimestamp;
  /** Minutes. */
  readTime: number | null;
  tags: DefaultTextArray;
  featured: Generated<boolean>;
}
