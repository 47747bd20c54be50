import { strToU8, zipSync } from 'fflate';

// Real documents for tests and benches (`@phi/knowledge/testing`), written from their formats'
// own parts: a PDF with its objects, xref table of byte offsets and Info dictionary; a DOCX
// with the parts Word itself needs (content types, relationships, document, styles). One
// builder for the knowledge package's committed fixtures, the API's upload tests and
// `pnpm bench:rag`.

/** Text shown in a PDF string: its delimiters escaped, anything outside printable ASCII blanked. */
export function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, ' ');
}

/** One page's content stream: a line per row, Helvetica at `fontSize`, from the top left. */
export function pdfPageStream(
  lines: readonly string[],
  layout: { fontSize: number; top: number; lineGap: number; left: number } = {
    fontSize: 12,
    top: 720,
    lineGap: 18,
    left: 72,
  },
): string {
  const body = lines
    .map(
      (line, row) =>
        `${row === 0 ? `${layout.left} ${layout.top} Td` : `0 -${layout.lineGap} Td`} (${escapePdfText(line)}) Tj`,
    )
    .join('\n');
  return `BT\n/F1 ${layout.fontSize} Tf\n${body}\nET`;
}

/** A PDF of the given page content streams (see pdfPageStream), with a Title in its Info. */
export function buildPdfFromStreams(
  title: string,
  streams: readonly string[],
  info: { producer?: string } = {},
): Buffer {
  const objects: string[] = [];
  const pageIds = streams.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  streams.forEach((stream, index) => {
    const pageId = 4 + index * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  const producer = info.producer ? ` /Producer (${escapePdfText(info.producer)})` : '';
  objects[infoId] = `<< /Title (${escapePdfText(title)})${producer} >>`;

  const chunks: string[] = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
  let length = Buffer.byteLength(chunks[0] as string, 'latin1');
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = length;
    const object = `${id} 0 obj\n${objects[id]}\nendobj\n`;
    chunks.push(object);
    length += Buffer.byteLength(object, 'latin1');
  }
  chunks.push(`xref\n0 ${objects.length}\n0000000000 65535 f \n`);
  for (let id = 1; id < objects.length; id += 1) {
    chunks.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  }
  chunks.push(
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}

/** A PDF with a page per entry, each page a line per string. */
export function buildPdf(
  title: string,
  pages: readonly (readonly string[])[],
  info: { producer?: string } = {},
): Buffer {
  return buildPdfFromStreams(
    title,
    pages.map((lines) => pdfPageStream(lines)),
    info,
  );
}

export type DocxBlock = { heading: 1 | 2 | 3; text: string } | { text: string };

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A Word document of headings (Heading1–3 styles) and paragraphs. */
export function buildDocx(blocks: readonly DocxBlock[]): Buffer {
  const paragraphs = blocks
    .map((block) => {
      const style =
        'heading' in block ? `<w:pPr><w:pStyle w:val="Heading${block.heading}"/></w:pPr>` : '';
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${escapeXml(block.text)}</w:t></w:r></w:p>`;
    })
    .join('');
  const headingStyles = [1, 2, 3]
    .map(
      (level) =>
        `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/></w:style>`,
    )
    .join('');
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${headingStyles}</w:styles>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}<w:sectPr/></w:body></w:document>`,
  };
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, strToU8(text)]),
  );
  // A fixed date keeps the file byte-for-byte the same on every run.
  return Buffer.from(zipSync(entries, { mtime: new Date('2026-01-01T00:00:00Z') }));
}
