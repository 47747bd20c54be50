import { newsSourceInsertSchema } from '@phi/contracts/admin';
import { errorCatalog } from '@phi/contracts/errors';
import { ApiError } from '@phi/ui/api';
import { describe, expect, it } from 'vitest';
import {
  emptyNewsSourceForm,
  newsSourceToForm,
  readServerFieldErrors,
  toNewsSourceInsert,
  toNewsSourcePatch,
} from './news-source-form.ts';
import { testFailingNewsSource } from './news-test-data.ts';

describe('the news source form', () => {
  it('starts a new source active with priority 1 and sends no key when blank', () => {
    expect(emptyNewsSourceForm).toMatchObject({ status: 'active', priority: '1', type: 'rss' });
    const body = toNewsSourceInsert({
      ...emptyNewsSourceForm,
      name: 'Test feed: Speech Lab Notes',
      url: ' https://speech-lab.example.test/ ',
      rssUrl: '  ',
    });
    expect(body).toEqual({
      name: 'Test feed: Speech Lab Notes',
      type: 'rss',
      url: 'https://speech-lab.example.test/',
      rssUrl: null,
      status: 'active',
      priority: 1,
    });
    expect(newsSourceInsertSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a blank priority instead of reading it as a number', () => {
    const body = toNewsSourceInsert({
      ...emptyNewsSourceForm,
      name: 'Feed',
      url: 'https://a.test/',
      priority: '',
    });
    const parsed = newsSourceInsertSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['priority']);
  });

  it('edits a failing source as an enabled one and patches only what changed', () => {
    const initial = newsSourceToForm(testFailingNewsSource());
    expect(initial).toMatchObject({ status: 'active', apiKey: '', priority: '10' });
    expect(toNewsSourcePatch(initial, initial, false)).toEqual({});
    expect(
      toNewsSourcePatch(initial, { ...initial, rssUrl: '', apiKey: 'new-test-key' }, false),
    ).toEqual({ rssUrl: null, apiKey: 'new-test-key' });
    expect(toNewsSourcePatch(initial, { ...initial, apiKey: 'ignored' }, true)).toEqual({
      apiKey: null,
    });
    expect(toNewsSourcePatch(initial, { ...initial, status: 'inactive' }, false)).toEqual({
      status: 'inactive',
    });
  });

  it("reads the server's field errors and a taken name", () => {
    const invalid = new ApiError('http', errorCatalog.VALIDATION_FAILED.message, {
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [
        { path: 'priority', message: 'Too big: expected number to be <=100' },
        { path: 'priority', message: 'second message is not shown' },
      ],
    });
    expect(readServerFieldErrors(invalid)).toEqual({
      priority: 'Too big: expected number to be <=100',
    });
    const taken = new ApiError('http', errorCatalog.NEWS_SOURCE_NAME_TAKEN.message, {
      status: 409,
      code: 'NEWS_SOURCE_NAME_TAKEN',
    });
    expect(readServerFieldErrors(taken)).toEqual({
      name: 'A news source with this name already exists.',
    });
    expect(readServerFieldErrors(null)).toEqual({});
  });
});
