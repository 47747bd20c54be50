import type { SeedBlogPost } from './blog-posts.types.ts';

export const voiceAgentsInHospitality: SeedBlogPost = {
  title: 'What a Hotel Voice Agent Really Handles at 2 a.m.',
  slug: 'voice-agents-in-hospitality',
  excerpt:
    'Night calls to a hotel are few, but they are the ones a small team struggles to answer. Here is what a voice agent takes off the night manager, and what it should always pass on.',
  author: 'Amara Okafor',
  publishedAt: '2026-11-18T09:00:00Z',
  tags: ['Voice AI', 'Hospitality', 'Conversational AI'],
  featured: true,
  paragraphs: [
    'Most independent hotels run a single night manager between midnight and seven. That person checks in late arrivals, handles the bar close, deals with a noise complaint on the third floor and, in between, answers the phone. When we reviewed six months of call logs with a 90-room hotel in the Peak District, a third of night calls rang out or went to voicemail, and the ones that were answered interrupted something more urgent.',
    '## What the calls actually were',
    'We sorted roughly 1,400 night calls by intent. The largest group, about 40 percent, were availability and price questions from people planning a stay, often from other time zones. Another quarter were guests already in the building: the Wi-Fi password, what time breakfast starts, whether the car park locks overnight. Late-arrival notices made up around 15 percent. The rest were a mix of cancellations, lost property and a small but important number of genuine problems, from a leaking radiator to a guest feeling unwell.',
    'That distribution is what makes a voice agent worthwhile. The first three groups are repetitive, answerable from a few reliable sources, and do not need a human decision. The last group must reach a person quickly, and the agent has to recognise it.',
    '## Connecting to the systems that hold the answers',
    'A voice agent is only as good as the data it can reach. For availability and rates we connected the agent to the property management system through a read-only API, so it quotes the same price the booking engine would. House information such as breakfast times, parking rules and check-out policy sits in a short document the hotel edits itself, which the agent retrieves from rather than memorising. Late-arrival notices are written back to the booking as a note, so the morning team sees them without anyone retyping a voicemail.',
    '## Knowing when to hand over',
    'We designed the escalation rules before the greeting. Any mention of a medical issue, a safety concern or a complaint about another guest transfers the call to the night manager’s mobile immediately, with a one-line summary read out before the caller is connected. If the agent fails to understand the caller twice in a row, it offers a transfer rather than asking a third time. Callers are told at the start that they are speaking to an automated assistant and can ask for a person at any point.',
    '## What changed',
    'After eight weeks, unanswered night calls dropped from a third to under four percent. Direct bookings taken overnight rose, mostly from international callers who previously gave up. The night manager now receives about six transferred calls a night instead of thirty-odd rings, and each arrives with context. The lesson we take to every hospitality project is simple: automate the questions with reliable answers, and make the path to a human shorter than it was before.',
  ],
};

export const workforceSchedulingWithMl: SeedBlogPost = {
  title: 'Forecasting Shifts: Machine Learning for Workforce Scheduling',
  slug: 'machine-learning-workforce-scheduling',
  excerpt:
    'A rota is only as good as the forecast behind it. How we predict demand in 15-minute intervals, turn it into staffing levels, and keep managers in charge of the final schedule.',
  author: 'Daniel Whitfield',
  publishedAt: '2026-11-04T09:00:00Z',
  tags: ['Machine Learning', 'Workforce Management', 'Forecasting'],
  featured: false,
  paragraphs: [
    'Every scheduling problem starts as a forecasting problem. A supermarket manager building next week’s rota is really answering a question about demand: how many customers will arrive at each till, each hour, each day. Get that wrong and no amount of clever rostering helps. You end up with six people stacking shelves at 10 a.m. on a Tuesday and queues out of the door at 5.30 p.m. on Friday.',
    '## Forecasting in small intervals',
    'We forecast demand in 15-minute intervals because that is the resolution at which understaffing becomes visible to customers. For a retailer the signal is transactions per interval from the point-of-sale system; for a contact centre it is call arrivals; for a warehouse it is order lines picked. Gradient-boosted tree models work well here. They take calendar features such as day of week, time of day and school holidays, recent history at several lags, and known events like promotions or local football fixtures, and they handle the interactions between them without hand-built rules.',
    'Point forecasts are not enough. We produce prediction intervals with quantile models, because the cost of being short on a busy evening is usually higher than the cost of one extra person. A manager can choose to staff to the 70th percentile on peak days and the median on quiet ones.',
    '## From demand to people',
    'Demand becomes staffing through a service standard. In a contact centre that might be answering 80 percent of calls within 20 seconds, which queueing theory turns into a required headcount per interval. In retail it is a target number of customers per open till. The scheduler then fits real shifts to that curve while respecting contracts, working-time rules, rest breaks, skills and each employee’s availability. This is an optimisation problem, and we solve it with a constraint solver rather than a heuristic, so that every hard rule is provably met.',
    '## Keeping managers in charge',
    'The schedule is a proposal, not an instruction. Managers see the forecast beside the rota, can adjust either, and the system explains why it staffed a slot the way it did. We measure forecast error every week against what actually happened, and alert when a store drifts, which usually means something changed on the ground: a new competitor, roadworks, a change in opening hours. In practice the biggest wins come less from model accuracy and more from that feedback loop, where the people who know the store correct the model and the model stops repeating the same mistake.',
  ],
};
