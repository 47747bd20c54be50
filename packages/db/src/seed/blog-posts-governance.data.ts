import type { SeedBlogPost } from './blog-posts.types.ts';

export const edgeAiCameras: SeedBlogPost = {
  title: 'Edge AI Cameras: Processing Video Where It Is Captured',
  slug: 'edge-ai-cameras',
  excerpt:
    'Running vision models on the camera or a nearby gateway cuts bandwidth, latency and privacy risk. What edge inference is good at, and where it still needs the cloud.',
  author: 'Li Wei',
  publishedAt: '2026-09-23T09:00:00Z',
  tags: ['Edge AI', 'Computer Vision', 'Privacy'],
  featured: false,
  paragraphs: [
    'A single 1080p camera streaming continuously to the cloud sends several terabytes of video a month. Multiply that by the forty cameras in a distribution centre and the network bill, the storage bill and the privacy exposure all become hard to justify, especially when what the business wants to know is small: how many pallets crossed the dock door, whether anyone entered the forklift lane, whether a line has stopped.',
    '## What changes when inference moves to the edge',
    'Modern edge devices, from cameras with built-in neural accelerators to compact gateways with a small GPU, can run object detection models at useful frame rates. A quantised detector in the YOLO family processes a 640-pixel frame in tens of milliseconds on such hardware. The device sends events rather than video: a timestamp, a zone, an object class, a count. Bandwidth drops by several orders of magnitude, and alerts arrive in well under a second because nothing waits on an upload.',
    '## Privacy by design',
    'Keeping video on site is also a data protection decision. Under UK GDPR, footage that identifies people is personal data, and every copy in the cloud widens the exposure. When a camera only emits counts and zone events, most of the analysis never touches identifiable images at all. Where footage must be kept, for example for a safety investigation, it can stay on local storage with a short retention period, and faces can be blurred on the device before anything is saved.',
    '## Where the edge struggles',
    'Edge models are smaller than their cloud counterparts, so they are more sensitive to conditions they were not trained on: low winter light, reflections from wet floors, a new type of packaging. We plan for this by sampling a small, consented set of frames where the model was uncertain, reviewing and labelling them centrally, and rolling out retrained models to devices in stages, with the previous version kept for instant rollback. Fleet management matters as much as the model: knowing which firmware and model version each camera runs is the difference between a maintainable system and forty snowflakes.',
    '## A sensible split',
    'The pattern we recommend is simple. Detection, counting and immediate alerts run at the edge. Aggregation, dashboards, long-term trends and model training run centrally. Raw video leaves the building only by exception, with a reason and a record. That split keeps costs predictable, keeps response times short and keeps people’s images where they belong.',
  ],
};

export const responsibleAiForSmallTeams: SeedBlogPost = {
  title: 'Responsible AI for Small Teams: A Practical Checklist',
  slug: 'responsible-ai-for-small-teams',
  excerpt:
    'You do not need an ethics board to deploy AI responsibly. Eight questions we answer with every client before an AI system goes live, and why each one matters.',
  author: 'Amara Okafor',
  publishedAt: '2026-09-09T09:00:00Z',
  tags: ['Responsible AI', 'Governance', 'Ethics'],
  featured: false,
  paragraphs: [
    'Responsible AI is often discussed as if it needed a dedicated department. Most of the businesses we work with have twenty to two hundred employees and no such thing. What they need is a short list of questions, answered honestly before launch and revisited afterwards. This is the checklist we use on every project, from voice agents to scheduling models.',
    '## 1. Who is affected, and did we ask them?',
    'List everyone the system touches: customers, staff whose work changes, people who appear in the data. Talk to a few of each. Night receptionists told us more about what a hotel voice agent should never do than any requirements document did.',
    '## 2. What is the worst plausible mistake?',
    'A wrong restaurant booking is an inconvenience; a scheduling model that consistently gives fewer hours to part-time staff with caring responsibilities is a fairness problem and possibly unlawful. Name the worst realistic failure and design controls around it first.',
    '## 3. Can a person override it?',
    'Every automated decision that matters should be reviewable and reversible by a person with the authority to do so. Managers can edit any shift our scheduler proposes, and callers can always reach a human.',
    '## 4. Do people know they are dealing with AI?',
    'Our voice agents say so in their first sentence. Being open costs very little and preserves trust when something goes wrong.',
    '## 5. What data does it use, and is that allowed?',
    'Check that the lawful basis covers the new use, keep only what the system needs, and set a retention period. Under UK GDPR, people have rights regarding decisions made solely by automated means that significantly affect them.',
    '## 6. Have we tested it on the people it serves?',
    'Test speech recognition with regional accents, older callers and noisy lines, not only with the project team. Test forecasts on small stores as well as flagships. Average accuracy hides the groups a system fails.',
    '## 7. How will we know it has drifted?',
    'Decide which measurements are watched weekly, who watches them and what level triggers a review. Models degrade quietly when the world changes.',
    '## 8. Who owns it after launch?',
    'Name a person, not a team. Ownership includes reading incident reports, approving changes and deciding when the system should be switched off. A system without an owner is the clearest sign that something will eventually go wrong without anyone noticing.',
    'None of this is exotic. It is ordinary engineering discipline applied to systems whose mistakes land on people, and it fits on a page.',
  ],
};
