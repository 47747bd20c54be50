import { describe, expect, it } from 'vitest';
import { adminListLimits } from '../constants.ts';
import { adminListMessages } from '../messages/admin.ts';
import {
  applicationListQuerySchema,
  buildApplicationListQuery,
  defaultApplicationFilters,
} from './applications.ts';
import {
  buildContactListQuery,
  contactListQuerySchema,
  defaultContactFilters,
} from './contacts.ts';
import { checkListFilters, countPages, isServerSearchable, keysetPage } from './list-query.ts';

describe('contact list query (spec: chat-news-admin §5 and §7)', () => {
  it('defaults to page 1 and 20 rows, omitting every default filter', () => {
    expect(buildContactListQuery(defaultContactFilters, 1)).toEqual({ page: 1, limit: 20 });
  });

  it('maps "all" to omitted and keeps real values, "unassigned" included', () => {
    expect(
      buildContactListQuery(
        {
          ...defaultContactFilters,
          status: 'qualified',
          assignedTo: 'unassigned',
          search: ' acme ',
        },
        2,
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      status: 'qualified',
      assignedTo: 'unassigned',
      search: 'acme',
    });
    expect(
      buildContactListQuery(
        { ...defaultContactFilters, assignedTo: 'sales', source: 'referral' },
        1,
      ),
    ).toEqual({ page: 1, limit: 20, assignedTo: 'sales', source: 'referral' });
  });

  it('refuses a search under 3 characters on the server and keeps it local on the screen', () => {
    const refused = contactListQuerySchema.safeParse({ search: 'ab' });
    expect(refused.error?.issues[0]?.message).toBe(
      adminListMessages.searchTooShort(adminListLimits.searchMinLength),
    );
    expect(contactListQuerySchema.parse({ search: 'abc' })).toMatchObject({ search: 'abc' });
    expect(buildContactListQuery({ ...defaultContactFilters, search: ' ab ' }, 1)).toEqual({
      page: 1,
      limit: 20,
    });
    expect(buildApplicationListQuery({ ...defaultApplicationFilters, search: 'x' }, 1)).toEqual({
      page: 1,
      limit: 20,
    });
    expect(isServerSearchable(' ab ')).toBe(false);
    expect(isServerSearchable('abc')).toBe(true);
  });

  it('sends the date range only when both ends are set', () => {
    const half = buildContactListQuery({ ...defaultContactFilters, startDate: '2025-01-01' }, 1);
    expect(half).toEqual({ page: 1, limit: 20 });
    const both = buildContactListQuery(
      { ...defaultContactFilters, startDate: '2025-01-01', endDate: '2025-01-31' },
      1,
    );
    expect(both).toMatchObject({ startDate: '2025-01-01', endDate: '2025-01-31' });
  });

  it('parses query strings as the server receives them', () => {
    expect(contactListQuerySchema.parse({ page: '3', limit: '5', priority: 'high' })).toEqual({
      page: 3,
      limit: 5,
      priority: 'high',
    });
    expect(contactListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ startDate: '01/02/2025' }).success).toBe(false);
  });
});

describe('application list query (spec: chat-news-admin §5 and §7)', () => {
  it('maps "all" to omitted, "no-rating" to rating 0 and keeps "unassigned"', () => {
    expect(buildApplicationListQuery(defaultApplicationFilters, 1)).toEqual({ page: 1, limit: 20 });
    expect(
      buildApplicationListQuery(
        { ...defaultApplicationFilters, rating: 'no-rating', assignedTo: 'unassigned' },
        1,
      ),
    ).toEqual({ page: 1, limit: 20, rating: 0, assignedTo: 'unassigned' });
    expect(applicationListQuerySchema.parse({ rating: '0' })).toEqual({
      page: 1,
      limit: 20,
      rating: 0,
    });
  });

  it('keeps a 1 to 5 rating as a number', () => {
    expect(applicationListQuerySchema.parse({ rating: '4', status: 'offered' })).toEqual({
      page: 1,
      limit: 20,
      rating: 4,
      status: 'offered',
    });
    expect(applicationListQuerySchema.safeParse({ rating: '6' }).success).toBe(false);
    expect(applicationListQuerySchema.safeParse({ assignedTo: 'sales' }).success).toBe(false);
  });
});

describe('list helpers', () => {
  it('counts pages', () => {
    expect(countPages(0, 20)).toBe(0);
    expect(countPages(41, 20)).toBe(3);
  });
});

describe('page depth (ours: totals stop at adminListLimits.totalCountCap)', () => {
  const cap = adminListLimits.totalCountCap;
  const lists = {
    contacts: contactListQuerySchema,
    applications: applicationListQuerySchema,
  };

  it.each(Object.entries(lists))(
    '%s: refuses a page starting at the cap, on path page',
    (_, schema) => {
      const lastPage = cap / 20;
      expect(schema.safeParse({ page: String(lastPage), limit: '20' }).success).toBe(true);
      const refused = schema.safeParse({ page: String(lastPage + 1), limit: '20' });
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({ path: ['page'], message: adminListMessages.pageTooDeep(cap) }),
      ]);
      expect(schema.safeParse({ page: '11', limit: '100' }).success).toBe(false);
      expect(schema.safeParse({ page: '10', limit: '100' }).success).toBe(true);
    },
  );
});

describe('checkListFilters', () => {
  it('resets what the API would refuse and keeps the rest', () => {
    const checked = checkListFilters(
      {
        ...defaultContactFilters,
        status: 'archived-long-ago',
        priority: 'high',
        search: 's'.repeat(adminListLimits.searchMaxLength + 1),
      },
      adminListLimits.totalCountCap / adminListLimits.pageSize + 1,
      defaultContactFilters,
      buildContactListQuery,
    );
    expect(checked.resetKeys.sort()).toEqual(['page', 'search', 'status']);
    expect(checked.page).toBe(1);
    expect(checked.filters).toEqual({ ...defaultContactFilters, priority: 'high' });
    expect(checked.query).toMatchObject({ priority: 'high', page: 1 });
  });

  it('changes nothing in a valid link', () => {
    const filters = { ...defaultApplicationFilters, status: 'interviewing' };
    const checked = checkListFilters(
      filters,
      2,
      defaultApplicationFilters,
      buildApplicationListQuery,
    );
    expect(checked).toMatchObject({ filters, page: 2, resetKeys: [] });
  });
});

describe('keysetPage', () => {
  const rows = [
    { time: '2026-11-26T10:00:03.000003Z', key: 'c' },
    { time: '2026-11-26T10:00:02.000002Z', key: 'b' },
    { time: '2026-11-26T10:00:01.000001Z', key: 'a' },
  ];
  const cursorOf = (row: { time: string; key: string }) => ({ at: row.time, id: row.key });

  it('drops the look-ahead row and names the last row kept as the next cursor', () => {
    expect(keysetPage(rows, 2, cursorOf)).toEqual({
      page: rows.slice(0, 2),
      nextCursor: '2026-11-26T10:00:02.000002Z_b',
    });
  });

  it('has no next cursor when the rows fit the page (the last page)', () => {
    expect(keysetPage(rows, 3, cursorOf)).toEqual({ page: rows, nextCursor: null });
    expect(keysetPage([], 3, cursorOf)).toEqual({ page: [], nextCursor: null });
  });
});
