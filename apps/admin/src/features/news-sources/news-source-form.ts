import { newsSourceDefaultPriority } from '@phi/contracts';
import {
  defaultNewsSourceStatus,
  type NewsSource,
  type NewsSourceInsertInput,
  type NewsSourcePatchInput,
  type NewsSourceStatus,
  type NewsSourceType,
} from '@phi/contracts/admin';
import { ApiError, readFieldErrors } from '@phi/ui/api';

/** The dialog's values as typed; the contract schemas turn them into the API's body. */
export interface NewsSourceFormValues {
  name: string;
  type: NewsSourceType;
  url: string;
  rssUrl: string;
  /** Write-only: blank keeps the stored key (or sets none on a new source). */
  apiKey: string;
  /** Only active or inactive are chosen; error is the worker's verdict on a failing feed. */
  status: 'active' | 'inactive';
  priority: string;
}

/** A failing source (status error) is still an enabled one. */
export function toChosenStatus(status: NewsSourceStatus): 'active' | 'inactive' {
  return status === 'inactive' ? 'inactive' : 'active';
}

export const emptyNewsSourceForm: NewsSourceFormValues = {
  name: '',
  type: 'rss',
  url: '',
  rssUrl: '',
  apiKey: '',
  status: toChosenStatus(defaultNewsSourceStatus),
  priority: String(newsSourceDefaultPriority),
};

export function newsSourceToForm(source: NewsSource): NewsSourceFormValues {
  return {
    name: source.name,
    type: source.type,
    url: source.url,
    rssUrl: source.rssUrl ?? '',
    apiKey: '',
    status: toChosenStatus(source.status),
    priority: String(source.priority),
  };
}

// A blank box is no number: the contract refuses it by name rather than reading it as 0 or as
// the default.
function toPriority(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const toFeedUrl = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /news-sources, before the contract checks it. */
export function toNewsSourceInsert(form: NewsSourceFormValues): NewsSourceInsertInput {
  return {
    name: form.name,
    type: form.type,
    url: form.url.trim(),
    rssUrl: toFeedUrl(form.rssUrl),
    ...(form.apiKey === '' ? {} : { apiKey: form.apiKey }),
    status: form.status,
    priority: toPriority(form.priority),
  };
}

/**
 * The body of PUT /news-sources/{id}: only what changed, so saving a failing source's name does
 * not reset the status the worker gave it. `clearApiKey` sends null (the server drops the key).
 */
export function toNewsSourcePatch(
  initial: NewsSourceFormValues,
  form: NewsSourceFormValues,
  clearApiKey: boolean,
): NewsSourcePatchInput {
  const patch: NewsSourcePatchInput = {};
  if (form.name !== initial.name) {
    patch.name = form.name;
  }
  if (form.type !== initial.type) {
    patch.type = form.type;
  }
  if (form.url.trim() !== initial.url) {
    patch.url = form.url.trim();
  }
  if (toFeedUrl(form.rssUrl) !== toFeedUrl(initial.rssUrl)) {
    patch.rssUrl = toFeedUrl(form.rssUrl);
  }
  if (clearApiKey) {
    patch.apiKey = null;
  } else if (form.apiKey !== '') {
    patch.apiKey = form.apiKey;
  }
  if (form.status !== initial.status) {
    patch.status = form.status;
  }
  if (form.priority.trim() !== initial.priority) {
    patch.priority = toPriority(form.priority);
  }
  return patch;
}

/**
 * What the server said about single fields, keyed like the form's own errors: its validation
 * messages, and a name another source already has.
 */
export function readServerFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of readFieldErrors(error)) {
    const key = field.path.split('.')[0] ?? '';
    if (!(key in errors)) {
      errors[key] = field.message;
    }
  }
  if (error instanceof ApiError && error.code === 'NEWS_SOURCE_NAME_TAKEN' && !errors.name) {
    errors.name = error.message;
  }
  return errors;
}
