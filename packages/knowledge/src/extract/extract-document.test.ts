import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { ExtractionError } from './extraction-error.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const text = (value: string) => new TextEncoder().encode(value);

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) {
      return `${error.code}: ${error.message}`;
    }
    throw error;
  }
  throw new Error('expected an ExtractionError');
}

describe('extractDocument', () => {
  it('reads a real PDF page by page, with its Title as the title', async () => {
    const document = await extractDocument({
      bytes: fixture('handbook.pdf'),
      fileName: 'handbook.pdf',
    });
    expect(document.title).toBe('Support Handbook');
    expect(document.sections).toHaveLength(2);
    expect(document.sections[0]?.text).toContain('8am to 6pm on weekdays');
    expect(document.sections[1]?.text).toContain('Refunds are paid within 14 days');
  });

  it('reads a real DOCX with its heading styles as heading paths', async () => {
    const document = await extractDocument({
      bytes: fixture('onboarding.docx'),
      fileName: 'Onboarding.docx',
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(document.title).toBe('Onboarding guide');
    expect(document.sections).toEqual([
      {
        headingPath: ['Onboarding guide'],
        text: 'Welcome to the team. This guide covers your first week.',
      },
      {
        headingPath: ['Onboarding guide', 'Equipment'],
        text: 'Your laptop arrives on day one; collect your badge at reception.',
      },
      {
        headingPath: ['Onboarding guide', 'Equipment', 'Passwords'],
        text: 'Choose a passphrase of at least four words & store it in the vault.',
      },
      {
        headingPath: ['Onboarding guide', 'Payroll'],
        text: 'Salaries are paid on the last working day of each month.',
      },
    ]);
  });

  it('takes Markdown headings (# and underlined) as the heading path, without the markup', async () => {
    const markdown = [
      '# Menu',
      '',
      'Open **daily** from [noon](https://example.test).',
      '',
      'Starters',
      '--------',
      '',
      '- Soup',
      '- Bread',
      '',
      '### Allergens',
      '',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    const document = await extractDocument({ bytes: text(markdown), fileName: 'menu.md' });
    expect(document.title).toBe('Menu');
    expect(document.sections).toEqual([
      { headingPath: ['Menu'], text: 'Open daily from noon.' },
      { headingPath: ['Menu', 'Starters'], text: '• Soup\n• Bread' },
      { headingPath: ['Menu', 'Starters', 'Allergens'], text: '# not a heading' },
    ]);
  });

  it('reads plain text as one section titled by the file name', async () => {
    const document = await extractDocument({
      bytes: text('\ufeffFirst paragraph.\r\n\r\nSecond paragraph.'),
      fileName: 'house_rules.txt',
      mediaType: 'text/plain; charset=utf-8',
    });
    expect(document).toEqual({
      title: 'house rules',
      sections: [{ headingPath: [], text: 'First paragraph.\n\nSecond paragraph.' }],
    });
  });

  it('writes CSV rows as "header: value" lines, one paragraph per row', async () => {
    const csv = 'Dish,Price,Notes\nSoup,£5,\n"Pie, steak",£12,"Contains ""gluten"""\n';
    const document = await extractDocument({ bytes: text(csv), fileName: 'prices.csv' });
    expect(document.sections).toEqual([
      {
        headingPath: [],
        text: 'Dish: Soup\nPrice: £5\n\nDish: Pie, steak\nPrice: £12\nNotes: Contains "gluten"',
      },
    ]);
  });

  it('writes JSON as key: value lines, a top-level key holding records as a heading', async () => {
    const json = JSON.stringify({
      title: 'FAQ',
      updated: '2026-01-01',
      questions: [
        { q: 'Do you deliver?', a: 'Yes, within 5 miles.' },
        { q: 'Parking?', a: { street: 'free after 6pm' } },
      ],
    });
    const document = await extractDocument({ bytes: text(json), fileName: 'faq.json' });
    expect(document.title).toBe('FAQ');
    expect(document.sections).toEqual([
      { headingPath: [], text: 'title: FAQ\nupdated: 2026-01-01' },
      {
        headingPath: ['questions'],
        text: 'q: Do you deliver?\na: Yes, within 5 miles.\n\nq: Parking?\na > street: free after 6pm',
      },
    ]);
  });

  it('writes XML elements as "name: text" lines, a record per paragraph', async () => {
    const xml =
      '<?xml version="1.0"?><menu><title>Lunch</title><item id="1"><name>Soup &amp; bread</name><price>5</price></item><item><name>Pie</name><price>7</price></item></menu>';
    const document = await extractDocument({ bytes: text(xml), fileName: 'menu.xml' });
    expect(document.title).toBe('Lunch');
    expect(document.sections[0]?.text).toBe(
      'title: Lunch\nname: Soup & bread\nprice: 5\n\nname: Pie\nprice: 7',
    );
  });

  it('splits HTML at its headings, leaving out scripts and the head', async () => {
    const html =
      '<html><head><title>Clinic</title><script>var x=1</script></head><body><p>Welcome.</p><h2>Hours</h2><p>Mon&ndash;Fri, 9&nbsp;to 5.</p><h3>Holidays</h3><ul><li>Closed</li></ul></body></html>';
    const document = await extractDocument({ bytes: text(html), fileName: 'clinic.html' });
    expect(document).toEqual({
      title: 'Clinic',
      sections: [
        { headingPath: [], text: 'Welcome.' },
        { headingPath: ['Hours'], text: 'Mon–Fri, 9 to 5.' },
        { headingPath: ['Hours', 'Holidays'], text: '• Closed' },
      ],
    });
  });

  it('judges the type by content: a mismatch names what the file really is', async () => {
    expect(
      await problemOf(extractDocument({ bytes: fixture('archive.zip'), fileName: 'cv.docx' })),
    ).toBe(
      'type-mismatch: cv.docx is not a Word document (.docx): its content is a ZIP archive that is not a Word document',
    );
    expect(
      await problemOf(extractDocument({ bytes: fixture('handbook.pdf'), fileName: 'notes.txt' })),
    ).toBe('type-mismatch: notes.txt should be plain text but its content is a PDF');
    expect(
      await problemOf(
        extractDocument({ bytes: fixture('onboarding.docx'), fileName: 'report.pdf' }),
      ),
    ).toBe('type-mismatch: report.pdf is not a PDF: its content is a Word document (.docx)');
    expect(
      await problemOf(extractDocument({ bytes: text('just text'), fileName: 'scan.pdf' })),
    ).toBe('type-mismatch: scan.pdf is not a PDF: its content is not recognisable as one');
    expect(
      await problemOf(
        extractDocument({ bytes: text('hello'), fileName: 'a.txt', mediaType: 'application/pdf' }),
      ),
    ).toBe(
      'type-mismatch: a.txt: the name says plain text but the media type application/pdf says a PDF',
    );
  });

  it('refuses text that is not UTF-8, unsupported types, empty documents and files over 10 MB', async () => {
    expect(
      await problemOf(
        extractDocument({ bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]), fileName: 'cafe.txt' }),
      ),
    ).toMatch(/^not-utf8: cafe\.txt is not UTF-8 text/);
    expect(await problemOf(extractDocument({ bytes: text('MZ'), fileName: 'setup.exe' }))).toBe(
      'unsupported-type: setup.exe: files of type .exe cannot be read; supported types are .pdf, .docx, .txt, .md, .csv, .json, .xml, .html',
    );
    expect(await problemOf(extractDocument({ bytes: text('x'), fileName: 'README' }))).toMatch(
      /^unsupported-type: README: files without an extension cannot be read/,
    );
    expect(await problemOf(extractDocument({ bytes: text(' \n\n '), fileName: 'blank.md' }))).toBe(
      'empty: blank.md holds no text to index',
    );
    expect(await problemOf(extractDocument({ bytes: text('{"a": '), fileName: 'cut.json' }))).toBe(
      'unreadable: cut.json is not valid JSON',
    );
    // spec: voice §5, at most 10 MB per knowledge file.
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect(await problemOf(extractDocument({ bytes: tooLarge, fileName: 'big.txt' }))).toBe(
      'too-large: big.txt is 10485761 bytes; the limit is 10485760',
    );
  });
});
