import { marketingPages } from '@phi/content';
import { knowledgeUpload } from '@phi/contracts';
import { createTestDatabase } from '@phi/db/testing';
import { chunkSections } from '../src/chunk/chunk-sections.ts';
import { extractDocument } from '../src/extract/extract-document.ts';
import { pageSections } from '../src/site/page-sections.ts';
import { indexDocuments } from '../src/store/index-documents.ts';
import { buildPdfFromStreams, pdfPageStream } from '../src/testing/documents.ts';
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

/** A real PDF of text pages, grown page by page to just under `maxBytes`. */
function buildLargePdf(lines: () => string, maxBytes: number): Buffer {
  const layout = { fontSize: 10, top: 760, lineGap: 15, left: 56 };
  const streams: string[] = [];
  let size = 4096; // header, catalog, font, info and trailer, bounded
  for (;;) {
    const stream = pdfPageStream(
      Array.from({ length: 48 }, () => lines()),
      layout,
    );
    const pageCost = stream.length + 260; // the page object and its xref row
    if (size + pageCost > maxBytes) {
      break;
    }
    streams.push(stream);
    size += pageCost;
  }
  return buildPdfFromStreams('Company operations manual', streams);
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
