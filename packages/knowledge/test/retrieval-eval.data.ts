// Questions a visitor might type into the chat, in their own words (typos included), about
// the copy in packages/content. `expected` lists the pages whose copy answers the question:
// several when the same fact is on more than one page; a path ending in * matches any path
// it starts (the open jobs' application pages).

export interface AnswerableQuestion {
  question: string;
  expected: readonly string[];
}

export const answerableQuestions: readonly AnswerableQuestion[] = [
  {
    question: 'how much dose a voice bot cost',
    expected: ['/services/custom-voice-bots', '/products'],
  },
  {
    question: 'do u build mobile apps',
    expected: ['/services/mobile-development', '/services/software-development'],
  },
  {
    question: 'can your voice agent book appointments straight into my calendar?',
    expected: ['/services/custom-voice-bots', '/services/ai-ml'],
  },
  {
    question: 'what languages does the phone bot speak',
    expected: ['/services/custom-voice-bots', '/products', '/services/ai-ml'],
  },
  { question: 'price of workstream per employee', expected: ['/products/workstream', '/products'] },
  {
    question: 'does workstream do face recognition clock in',
    expected: ['/products/workstream', '/products'],
  },
  {
    question: 'can my staff swap shifts from their phone',
    expected: ['/products/workstream', '/products'],
  },
  { question: 'where are you guys based', expected: ['/about', '/company/rd'] },
  {
    question: 'how fast will sales get back to me if i send a message',
    expected: ['/company/contact'],
  },
  { question: 'whats your hiring process like', expected: ['/careers'] },
  {
    question: 'are you hiring any engineers right now?',
    expected: ['/careers', '/careers/apply/*'],
  },
  { question: 'can the chatbot work on whatsapp', expected: ['/services/conversational-ai'] },
  {
    question: 'does your chatbot hand over to a real person',
    expected: ['/services/conversational-ai', '/services/ai-ml'],
  },
  { question: 'is the chat assistant hipaa compliant', expected: ['/services/conversational-ai'] },
  {
    question: 'cameras that can tell a delivery guy from an intruder',
    expected: ['/services/ai-cameras'],
  },
  { question: 'number plate recognition', expected: ['/services/ai-cameras'] },
  {
    question: 'do the cameras still work if the internet goes down',
    expected: ['/services/ai-cameras'],
  },
  { question: 'secuirty camras for my shop', expected: ['/services/ai-cameras', '/services/iot'] },
  {
    question: 'smart heating that learns when rooms are used',
    expected: ['/services/smart-homes', '/services/iot'],
  },
  { question: 'do u do smart locks', expected: ['/services/smart-homes', '/services/iot'] },
  {
    question: 'can alerts be sent by sms or push notification',
    expected: ['/services/smart-notifications'],
  },
  {
    question: 'we get way too many alerts, can you cut the noise',
    expected: ['/services/smart-notifications'],
  },
  {
    question: 'dashboards where i can ask questions in plain english',
    expected: ['/services/ai-business-intelligence', '/services/data-science'],
  },
  {
    question: 'how much is the analytics platform',
    expected: ['/services/ai-business-intelligence', '/services/data-science', '/products'],
  },
  {
    question: 'sales forecasting for my stores',
    expected: [
      '/services/data-science',
      '/services/ai-business-intelligence',
      '/services/custom-analytics',
    ],
  },
  {
    question: 'customer segmentation for marketing campaigns',
    expected: ['/services/data-science'],
  },
  {
    question: 'if you build custom analytics do we own the code and models',
    expected: ['/services/custom-analytics'],
  },
  { question: 'churn prediction', expected: ['/services/custom-analytics'] },
  {
    question: 'can you host an open source model on our own servers',
    expected: ['/services/open-source-ai', '/services/ai-ml'],
  },
  {
    question: 'fine tuning models on our own data',
    expected: ['/services/open-source-ai', '/services/ai-ml'],
  },
  { question: 'are there per token charges', expected: ['/services/open-source-ai'] },
  {
    question: 'agents that raise purchase orders when stock runs low',
    expected: ['/services/agentic-software'],
  },
  {
    question: 'is there an audit trail of what the ai agent did',
    expected: ['/services/agentic-software', '/services/ai-ml'],
  },
  {
    question: 'do your websites meet wcag accessibility standards',
    expected: ['/services/web-development'],
  },
  { question: 'progressive web apps that work offline', expected: ['/services/web-development'] },
  {
    question: 'apps for warehouse staff that work without signal',
    expected: ['/services/mobile-development'],
  },
  { question: 'what does your r&d lab work on', expected: ['/company/rd'] },
  { question: 'do you partner with universities on research', expected: ['/company/rd'] },
  { question: 'whats your mission', expected: ['/about', '/'] },
  {
    question: 'can i upload my menus and price lists to make my own voice bot',
    expected: ['/products/voicebot-builder', '/voicebot-dashboard'],
  },
  { question: 'temperature and air quality sensors for our building', expected: ['/services/iot'] },
  {
    question: 'predictive maintenance alerts for machines',
    expected: ['/services/iot', '/services/custom-analytics', '/blog'],
  },
  {
    question: 'is the voice bot gdpr compliant and where is the data hosted',
    expected: ['/services/custom-voice-bots'],
  },
  {
    question: 'how long does it take to get a voice agent live',
    expected: ['/services/custom-voice-bots'],
  },
  {
    question: 'phone bot for a clinic appointment line',
    expected: ['/services/custom-voice-bots'],
  },
  { question: 'MOT reminders for my garage', expected: ['/services/custom-voice-bots'] },
  { question: 'face recogntion attendance', expected: ['/products/workstream', '/products'] },
  { question: 'convrsational ai for lead generation', expected: ['/services/conversational-ai'] },
  { question: 'fraud and anomaly detection', expected: ['/services/ai-business-intelligence'] },
  {
    question: 'ios and android devs who know swift and kotlin?',
    expected: ['/services/mobile-development'],
  },
];

// Nothing on the site answers these: retrieval must say so rather than offer a passage.
export const offTopicQuestions: readonly string[] = [
  "what's the weather in Paris",
  'write me a poem about cats',
  'who won the world cup in 2018',
  'how do i bake sourdough bread',
  'what is the capital of australia',
  'recommend a good netflix series',
  'how tall is mount everest',
  'tell me a joke about dogs',
];
