import {
  type AdminApplication,
  type AdminContact,
  type Job,
  readPersonalInfo,
} from '@phi/contracts/admin';

// The screens filter the loaded page by a search term too short for the server (spec
// chat-news-admin §5; adminListLimits.searchMinLength), and the jobs screen filters its whole
// list, which the API answers unpaged.

/** spec: chat-news-admin §5, local search: case-insensitive match on any of the given texts. */
export function matchesSearch(
  search: string,
  texts: ReadonlyArray<string | null | undefined>,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') {
    return true;
  }
  return texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** spec: chat-news-admin §2, text search over title, location and type. */
export function matchesJobSearch(job: Job, search: string): boolean {
  return matchesSearch(search, [job.title, job.location, job.type]);
}

/** spec: chat-news-admin §5, local search on name, e-mail and company. */
export function matchesContactSearch(contact: AdminContact, search: string): boolean {
  return matchesSearch(search, [contact.name, contact.email, contact.company]);
}

/** spec: chat-news-admin §5, local search on job title, candidate name and e-mail. */
export function matchesApplicationSearch(application: AdminApplication, search: string): boolean {
  const person = readPersonalInfo(application.personalInfo);
  return matchesSearch(search, [application.jobTitle, person?.name, person?.email]);
}
