import { randomBytes } from 'node:crypto';
import { buildDocx, buildPdf } from '@phi/knowledge/testing';

// Real documents of every type the builder accepts (spec: voice §5, both layouts), each holding
// facts no other one has, so a question can be traced to its file.

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
