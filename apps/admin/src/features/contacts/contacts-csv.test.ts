import { contactCsvColumns } from '@phi/contracts';
import { buildContactsCsv } from '@phi/contracts/admin';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

// spec: chat-news-admin §7, contacts CSV columns
describe('buildContactsCsv', () => {
  it('writes the spec columns and escapes formula cells', () => {
    const csv = buildContactsCsv([
      {
        id: 'c1',
        name: '=HYPERLINK("http://evil.example","x")',
        email: 'ada@example.test',
        company: null,
        service: null,
        message: 'Hello',
        status: 'qualified',
        priority: 'high',
        source: 'referral',
        notes: 'Call back',
        assignedTo: 'sales',
        responseTimeHours: null,
        spamReason: null,
        version: 1,
        lastContactedAt: null,
        createdAt: '2025-03-05T10:00:00.000Z',
      },
    ]);
    const [header, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([...contactCsvColumns]);
    expect(row).toEqual([
      '\'=HYPERLINK("http://evil.example","x")',
      'ada@example.test',
      '',
      'qualified',
      'high',
      'referral',
      'sales',
      '5 March 2025',
      '',
      'Call back',
    ]);
  });

  it('escapes a two-line formula in the name and the company', () => {
    const name = '=HYPERLINK("http://evil.example","x")\r\nAda';
    const company = "@SUM(1+1)*cmd|' /C calc'!A0\nLtd";
    const csv = buildContactsCsv([
      {
        id: 'c2',
        name,
        email: 'ada@example.test',
        company,
        service: null,
        message: 'Hello',
        status: 'new',
        priority: 'medium',
        source: 'contact_form',
        notes: null,
        assignedTo: null,
        responseTimeHours: null,
        spamReason: null,
        version: 1,
        lastContactedAt: null,
        createdAt: '2025-03-05T10:00:00.000Z',
      },
    ]);
    const [, row] = Papa.parse<string[]>(csv, { newline: '\r\n' }).data;
    expect(row?.[0]).toBe(`'${name}`);
    expect(row?.[2]).toBe(`'${company}`);
  });
});
