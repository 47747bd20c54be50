import { adminApplicationMessages } from '../messages/admin.ts';

// spec: chat-news-admin §3: the application's JSON text fields as the admin reads them. The
// careers form (site-marketing-careers §3) writes firstName/lastName, startDate/endDate and
// graduationYear; the admin reads name, duration and year. These readers accept both.

export interface ApplicantContact {
  name: string;
  email: string;
  phone: string;
}

export interface ExperienceSummary {
  title: string;
  company: string;
  duration: string;
}

export interface EducationSummary {
  degree: string;
  institution: string;
  year: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** Name, e-mail and phone, or null when the text cannot be parsed (the screen shows "N/A"). */
export function readPersonalInfo(json: string): ApplicantContact | null {
  const value = parseJson(json);
  if (!isRecord(value)) {
    return null;
  }
  const name = text(value.name) || [text(value.firstName), text(value.lastName)].join(' ').trim();
  return { name, email: text(value.email), phone: text(value.phone) };
}

function readList(json: string): Record<string, unknown>[] {
  const value = parseJson(json);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function readExperience(json: string): ExperienceSummary[] {
  return readList(json).map((entry) => {
    const start = text(entry.startDate);
    const end = entry.current === true ? adminApplicationMessages.present : text(entry.endDate);
    const range = start ? `${start} - ${end || adminApplicationMessages.present}` : '';
    return {
      title: text(entry.title),
      company: text(entry.company),
      duration: text(entry.duration) || range,
    };
  });
}

export function readEducation(json: string): EducationSummary[] {
  return readList(json).map((entry) => ({
    degree: [text(entry.degree), text(entry.field)].filter(Boolean).join(', '),
    institution: text(entry.institution),
    year: text(entry.year) || text(entry.graduationYear),
  }));
}

// Everything the careers form sends (site-marketing-careers §3), for the admin's application
// detail view: nothing stored is left unshown. Unreadable JSON gives empty values.

export interface ApplicantDetails extends ApplicantContact {
  firstName: string;
  lastName: string;
  location: string;
  /** The stored value (authorized, sponsor, other), or whatever another client sent. */
  workAuthorization: string;
  linkedin: string;
  portfolio: string;
}

export interface ExperienceDetails extends ExperienceSummary {
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  description: string;
}

export interface EducationDetails {
  institution: string;
  degree: string;
  field: string;
  year: string;
  gpa: string;
}

export function readApplicantDetails(json: string): ApplicantDetails | null {
  const contact = readPersonalInfo(json);
  const value = parseJson(json);
  if (!contact || !isRecord(value)) {
    return null;
  }
  return {
    ...contact,
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    location: text(value.location),
    workAuthorization: text(value.workAuthorization),
    linkedin: text(value.linkedin),
    portfolio: text(value.portfolio),
  };
}

export function readExperienceDetails(json: string): ExperienceDetails[] {
  const summaries = readExperience(json);
  return readList(json).map((entry, index) => ({
    title: summaries[index]?.title ?? '',
    company: summaries[index]?.company ?? '',
    duration: summaries[index]?.duration ?? '',
    startDate: text(entry.startDate),
    endDate: text(entry.endDate),
    isCurrent: entry.current === true,
    description: text(entry.description),
  }));
}

export function readEducationDetails(json: string): EducationDetails[] {
  return readList(json).map((entry) => ({
    institution: text(entry.institution),
    degree: text(entry.degree),
    field: text(entry.field),
    year: text(entry.year) || text(entry.graduationYear),
    gpa: text(entry.gpa),
  }));
}

/**
 * The link a candidate gave, only when it is an absolute http or https URL; anything else
 * (javascript:, data:, a bare word) is shown as text, never made a link.
 */
export function toSafeLink(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) {
    return null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
