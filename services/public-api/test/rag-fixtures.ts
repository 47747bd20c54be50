import { randomBytes } from 'node:crypto';
import { buildZip } from './upload-fixtures.ts';

// Real documents of every type the builder accepts (spec: voice §5, both layouts), each holding
// facts no other one has, so a question can be traced to its file.

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A real PDF written by hand: catalog, pages with Helvetica text, xref with byte offsets. */
export function buildPdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageId = 4 + index * 2;
    const body = lines
      .map((line, row) => `${row === 0 ? '72 720 Td' : '0 -18 Td'} (${escapePdfText(line)}) Tj`)
      .join('\n');
    const stream = `BT\n/F1 12 Tf\n${body}\nET`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapePdfText(title)}) >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A real Word document (content types, relationships, styles, body) as Word writes one. */
export function buildDocx(
  blocks: readonly ({ heading: 1 | 2; text: string } | { text: string })[],
) {
  const paragraphs = blocks
    .map((block) => {
      const style =
        'heading' in block ? `<w:pPr><w:pStyle w:val="Heading${block.heading}"/></w:pPr>` : '';
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${block.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</w:t></w:r></w:p>`;
    })
    .join('');
  const styles = [1, 2]
    .map(
      (level) =>
        `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/></w:style>`,
    )
    .join('');
  const part = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  return buildZip([
    {
      name: '[Content_Types].xml',
      content: part(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: part(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/_rels/document.xml.rels',
      content: part(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/styles.xml',
      content: part(
        `<w:styles xmlns:w="${wordNs}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${styles}</w:styles>`,
      ),
    },
    {
      name: 'word/document.xml',
      content: part(
        `<w:document xmlns:w="${wordNs}"><w:body>${paragraphs}<w:sectPr/></w:body></w:document>`,
      ),
    },
  ]);
}

export interface KnowledgeFixture {
  name: string;
  content: Buffer;
  contentType: string;
}

/** One file of each accepted type, as a browser would send them. */
export function knowledgeFixtures(): KnowledgeFixture[] {
  return [
    {
      name: 'Support Handbook.pdf',
      contentType: 'application/pdf',
      content: buildPdf('Support Handbook', [
        ['Opening hours', 'Our support desk answers calls from 8am to 6pm on weekdays.'],
        ['Refunds', 'Refunds are paid within 14 days of a returned order.'],
      ]),
    },
    {
      name: 'visitor-guide.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: buildDocx([
        { heading: 1, text: 'Visitor guide' },
        { heading: 2, text: 'Parking' },
        { text: 'Visitors park free of charge in the basement garage on level minus two.' },
      ]),
    },
    {
      name: 'emergency.txt',
      contentType: 'text/plain',
      content: Buffer.from(
        'Emergency line\n\nOutside opening hours, call the emergency dentist phone number 555-0199, answered all night.\n',
      ),
    },
    {
      name: 'menu.md',
      contentType: 'text/markdown',
      content: Buffer.from(
        '# Café menu\n\n## Desserts\n\nOur tiramisu is made fresh every morning with mascarpone.\n',
      ),
    },
    {
      name: 'prices.csv',
      contentType: 'text/csv',
      content: Buffer.from(
        'treatment,price\nTeeth whitening,250 dollars\nDental cleaning,90 dollars\n',
      ),
    },
    {
      name: 'warranty.json',
      contentType: 'application/json',
      content: Buffer.from(
        JSON.stringify({
          warranty: {
            years: 3,
            coverage: 'Implants carry a three year warranty on parts and labour.',
          },
        }),
      ),
    },
    {
      name: 'policies.xml',
      contentType: 'application/xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><policies><policy><name>Pets</name><text>Guide dogs are welcome in every treatment room.</text></policy></policies>',
      ),
    },
    {
      name: 'directions.html',
      contentType: 'text/html',
      content: Buffer.from(
        '<!DOCTYPE html><html><head><title>Directions</title></head><body><h1>Directions</h1><p>The practice is beside the central railway station, opposite the museum.</p></body></html>',
      ),
    },
  ];
}

/** Plain text of `bytes` bytes (ASCII, so every byte counts once). */
export function textOfSize(bytes: number): Buffer {
  const line = 'The quick brown fox jumps over the lazy dog near the dental clinic.\n';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}

/** A voicebot id as the builder makes one (spec: voice §3: "voicebot_" + time + suffix). */
export function newVoicebotId(): string {
  return `voicebot_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

/** The builder's upload body: voicebot_id, then each file in a repeated `files` field. */
export function buildRagMultipart(
  voicebotId: string,
  files: readonly { name: string; content: Buffer; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----phi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="voicebot_id"\r\n\r\n${voicebotId}\r\n`,
    ),
  ];
  for (const file of files) {
    const isPlain = /^[\x20-\x7e]*$/.test(file.name) && !file.name.includes('"');
    const filename = isPlain
      ? `filename="${file.name}"`
      : `filename*=UTF-8''${encodeURIComponent(file.name)}`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; ${filename}\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
