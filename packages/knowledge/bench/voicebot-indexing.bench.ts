import { marketingPages } from '@phi/content';
import { knowledgeUpload } from '@phi/contracts';
import { createTestDatabase } from '@phi/db/testing';
import { chunkSections } from '../src/chunk/chunk-sections.ts';
import { extractDocument } from '../src/extract/extract-document.ts';
import { pageSections } from '../src/site/page-sections.ts';
import { indexDocuments } from '../src/store/index-documents.ts';
import { timeMs } from './measure.ts';
import { createRandom, sentencesOf } from './synthetic-documents.ts';

// pnpm bench:rag: how fast a voice bot's largest allowed upload (a 10 MB PDF, spec: voice §5)
// becomes searchable, as the worker's voicebot.index does it (extract, chunk, index into the
// bot's own collection), next to extraction alone in the same run. Throughput is MB/s of
// extracted text; medians of several runs, and their ratio, because the machine is shared
// (docs/architecture.md#voice). Uses TEST_DATABASE_URL (or an embedded PostgreSQL) and a
// fresh database it drops at the end.

const runs = Number(process.env.BENCH_RAG_RUNS ?? 3);
const MB = 1024 * 1024;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, ' ');
}

/** A real PDF of text pages, written by hand, grown page by page to just under `maxBytes`. */
function buildLargePdf(lines: () => string, maxBytes: number): Buffer {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const bodies: string[] = [];
  let size = header.length + 4096; // catalog, font, info, xref per page and trailer, bounded
  for (;;) {
    const rows = Array.from({ length: 48 }, (_, row) => {
      return `${row === 0 ? '56 760 Td' : '0 -15 Td'} (${escapePdfText(lines())}) Tj`;
    }).join('\n');
    const stream = `BT\n/F1 10 Tf\n${rows}\nET`;
    const pageCost = stream.length + 260;
    if (size + pageCost > maxBytes) {
      break;
    }
    bodies.push(stream);
    size += pageCost;
  }
  const objects: string[] = [];
  const pageIds = bodies.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${bodies.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  bodies.forEach((stream, index) => {
    const pageId = 4 + index * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = '<< /Title (Company operations manual) >>';
  let out = header;
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

// Real sentences of the site's pages, in a seeded random order, cut into lines of about 90
// characters as a manual's pages hold them.
const sentences = [...marketingPages.values()].flatMap((page) =>
  pageSections(page).flatMap((section) => sentencesOf(section.text)),
);
const random = createRandom(7);
let carry = '';
function nextLine(): string {
  while (carry.length < 90) {
    carry += `${sentences[Math.floor(random() * sentences.length)] ?? ''} `;
  }
  const cut = carry.lastIndexOf(' ', 90);
  const line = carry.slice(0, cut > 0 ? cut : 90);
  carry = carry.slice(line.length).trimStart();
  return line;
}

const pdf = buildLargePdf(nextLine, knowledgeUpload.maxBytes);
const fileName = 'operations-manual.pdf';
const probe = await extractDocument({ bytes: pdf, fileName });
const textBytes = probe.sections.reduce((sum, section) => sum + Buffer.byteLength(section.text), 0);
const textMb = textBytes / MB;
console.log(
  `PDF ${(pdf.length / MB).toFixed(2)} MB, ${probe.sections.length} pages, ${textMb.toFixed(2)} MB of extracted text; ${runs} runs each`,
);

const database = await createTestDatabase();
try {
  const extractionMs: number[] = [];
  const indexingMs: number[] = [];
  let chunks = 0;
  for (let run = 0; run < runs; run += 1) {
    extractionMs.push(await timeMs(() => extractDocument({ bytes: pdf, fileName })));
    // A collection of its own each run, so nothing is skipped as unchanged.
    const collection = `voicebot_bench_${run}`;
    indexingMs.push(
      await timeMs(async () => {
        const extracted = await extractDocument({ bytes: pdf, fileName });
        chunks = chunkSections(extracted.sections).length;
        await indexDocuments(
          database.db,
          collection,
          [
            {
              key: 'manual',
              title: extracted.title,
              sections: extracted.sections,
              source: 'upload',
            },
          ],
          { removeMissing: true },
        );
      }),
    );
  }
  const extraction = median(extractionMs);
  const indexing = median(indexingMs);
  const rate = (ms: number) => textMb / (ms / 1000);
  console.log(`chunks per run: ${chunks}`);
  console.log(
    `extraction alone:               median ${(extraction / 1000).toFixed(2)} s, ${rate(extraction).toFixed(2)} MB/s of text (runs: ${extractionMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
  );
  console.log(
    `extract + chunk + index (job):  median ${(indexing / 1000).toFixed(2)} s, ${rate(indexing).toFixed(2)} MB/s of text (runs: ${indexingMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
  );
  console.log(
    `indexing throughput / extraction throughput: ${(extraction / indexing).toFixed(2)} (the rest of the job costs ${((indexing - extraction) / 1000).toFixed(2)} s)`,
  );
} finally {
  await database.drop();
}
