import type { SeedBlogPost } from './blog-posts.types.ts';

export const predictiveMaintenance: SeedBlogPost = {
  title: 'Predictive Maintenance Without a Data Lake',
  slug: 'predictive-maintenance-without-a-data-lake',
  excerpt:
    'You do not need years of historian data to start predicting failures. A practical path from a few vibration sensors to maintenance alerts engineers trust.',
  author: 'Priya Raman',
  publishedAt: '2026-10-21T09:00:00Z',
  tags: ['Predictive Maintenance', 'IoT', 'Industrial Automation'],
  featured: true,
  paragraphs: [
    'Predictive maintenance projects often stall before they start because someone asks for five years of sensor history first. Most small and mid-sized manufacturers do not have it. Their machines were never instrumented, or the data sits in a historian nobody can export from. The good news is that you can get useful results on a single production line in a few months, starting from almost nothing.',
    '## Start with the failures that hurt',
    'Begin with the maintenance log, not the sensors. At a food packaging plant we worked with, two failure types accounted for most unplanned downtime: bearing wear on the conveyor drive motors and seal leaks on the vacuum pumps. Both have known physical signatures. Bearing damage shows up as rising vibration at characteristic frequencies well before a motor seizes; a failing seal shows up as longer pump-down times and higher motor current.',
    '## Instrument cheaply and deliberately',
    'We fitted wireless accelerometers and temperature probes to eight motors and current clamps to three pumps, at a hardware cost of a few thousand pounds. Readings are summarised on an edge gateway into features such as RMS velocity, kurtosis and the energy in bearing fault frequency bands, then sent over MQTT every minute. Sending features instead of raw waveforms keeps bandwidth low and works on the plant’s existing network.',
    '## Models that work with little history',
    'Without many recorded failures, supervised models that predict time to failure are out of reach at first. Instead we learn what normal looks like for each machine during its first weeks, using simple statistical baselines per operating mode, and flag sustained departures from it. Thresholds from the ISO 10816 vibration severity guidance give a sanity check that engineers already recognise. As real failures and repairs accumulate in the maintenance log, they become labels, and the models can be upgraded to estimate remaining useful life.',
    '## Alerts engineers act on',
    'The fastest way to kill a predictive maintenance system is a flood of false alarms. Every alert we send says which machine, which feature moved, by how much, since when, and what the likely cause is, with a chart the engineer can open on a phone. Alerts require a trend sustained over hours, not a single spike. Within four months the plant caught two bearing failures during planned stops rather than mid-shift, which paid for the whole pilot. The data lake can come later, once the value is proven.',
  ],
};

export const ragForCustomerSupport: SeedBlogPost = {
  title: 'RAG for Customer Support: Where It Breaks and How to Fix It',
  slug: 'rag-for-customer-support',
  excerpt:
    'Retrieval-augmented generation makes support assistants far more accurate, but only if retrieval is right. The failure modes we see most often, and the fixes that work.',
  author: 'Tom Hargreaves',
  publishedAt: '2026-10-07T09:00:00Z',
  tags: ['RAG', 'LLMs', 'Customer Support'],
  featured: false,
  paragraphs: [
    'Retrieval-augmented generation, or RAG, is the standard way to make a language model answer questions from your own documentation. Instead of hoping the model memorised your returns policy, you search your knowledge base for the passages most relevant to the question and give them to the model with an instruction to answer only from them. Done well, it turns a fluent but unreliable assistant into one that cites the right paragraph. Done badly, it confidently quotes the wrong one.',
    '## Failure one: chunks that lose their context',
    'Documents are split into chunks before indexing. Split a help article into fixed 500-character pieces and you get fragments like “this does not apply to sale items” with no record of what “this” refers to. We chunk along the document’s own structure, by heading and paragraph, and prefix every chunk with its article title and section path. The retriever then matches “can I return a sale item” to a chunk that carries both the rule and its subject.',
    '## Failure two: the right answer is not retrieved',
    'Pure semantic search misses exact terms such as product codes, error numbers and plan names, while pure keyword search misses paraphrases. Hybrid retrieval, combining full-text ranking with embedding similarity, fixes most of this. Even plain PostgreSQL full-text search with stemming is a strong baseline for support content, because customers tend to use the same words as the documentation.',
    '## Failure three: the model answers anyway',
    'When retrieval returns nothing useful, a model asked to be helpful will improvise. The prompt must give it an explicit way out: if the passages do not contain the answer, say so and offer to connect the customer to a person. We also check the answer against the retrieved passages before showing it and route low-confidence cases to an agent.',
    '## Failure four: stale knowledge',
    'Support content changes weekly. If re-indexing is a manual job, the assistant will quote last quarter’s prices. Indexing should run whenever an article is published or edited, and every answer should record which document versions it used, so that when a customer disputes an answer you can see exactly what the assistant was told.',
    '## Measure with real questions',
    'Before launch, collect a few hundred real questions from ticket history with the correct answers and the documents that contain them. Measure retrieval separately from generation: if the right passage is not in the top five, no prompt will save you. That test set becomes the regression suite for every change to chunking, ranking or prompts.',
  ],
};
