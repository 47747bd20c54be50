import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export interface MultipartFile {
  field?: string;
  name: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then the file. */
export function buildMultipart(
  file: MultipartFile | undefined,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----phi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    // A name with control or non-ASCII characters travels in RFC 5987 form, which the server
    // decodes back to the raw text (CR/LF and bidi overrides included).
    const isPlain = /^[\x20-\x7e]*$/.test(file.name) && !file.name.includes('"');
    const filename = isPlain
      ? `filename="${file.name}"`
      : `filename*=UTF-8''${encodeURIComponent(file.name)}`;
    const disposition = `form-data; name="${file.field ?? 'resume'}"; ${filename}`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${
          file.contentType ?? 'application/octet-stream'
        }\r\n\r\n`,
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

export const minimalPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

export const plainTextResume = Buffer.from(
  'Ada Lovelace\nAnalyst — Zürich\n\nExperience: engines, notes, programs.\n',
  'utf8',
);

export const htmlPage = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

/** A Windows executable's first bytes: "MZ", then the DOS header with its NUL bytes. */
export const executable = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  Buffer.alloc(118),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

interface ZipEntryInput {
  name: string;
  content: Buffer;
  /** Overrides the size the central directory claims (to build a zip bomb's directory). */
  claimedSize?: number;
}

/** A zip archive with stored (uncompressed) entries, enough for a real DOCX. */
export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.content);
    const size = entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(entry.claimedSize ?? size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(entry.claimedSize ?? size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.content);
    centrals.push(central, name);
    offset += local.length + name.length + size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ada Lovelace, analyst</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal but real Word document (Word and LibreOffice open it). */
export function buildDocx(): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', content: Buffer.from(contentTypes) },
    { name: '_rels/.rels', content: Buffer.from(rootRels) },
    { name: 'word/document.xml', content: Buffer.from(documentXml) },
  ]);
}
