// spec: site-marketing-careers §2.2 and voice §2 (shared screens)
export const notFoundMessages = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

export const fatalErrorMessages = {
  title: 'Something went wrong',
  // The spec's "an error ID", shown on the screen and first in the report e-mail.
  errorId: 'Error ID',
  body: 'We encountered an unexpected error. Our team has been notified and is working to fix it.',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  reportError: 'Report Error',
} as const;

// spec: chat-news-admin §7, generic transport error "{status}: {body text or status text}"
export function formatTransportError(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

// spec: site-marketing-careers §2.3 (home)
export const homeMessages = {
  headline: 'Automation. Redefined.',
  chatPlaceholder: 'Ask me anything about AI automation...',
  startAutomating: 'Start Automating Today',
  bookConsultation: 'Book a Free Consultation',
  ourMission: 'Our Mission',
  ourVision: 'Our Vision',
  buildYourVoicebot: 'Build Your Voicebot',
  robotLoading: 'Loading Robot Arm...',
  robotLoadFailed: 'Failed to load 3D model',
  robotError: (message: string) => `Error: ${message}`,
} as const;

// spec: site-marketing-careers §2.3 (alternative services landing), §2.4, §2.5, §2.6, §2.7
export const servicesLandingMessages = {
  heroTitle: 'AI & ML Solutions',
  bookConsultation: 'Book a Consultation',
  exploreAllServices: 'Explore All Services',
  scheduleConsultation: 'Schedule a Consultation',
  viewOurProducts: 'View Our Products',
} as const;

export const productsMessages = {
  requestDemo: 'Request Demo',
  buildVoiceAgent: 'Build Voice Agent',
  getStarted: 'Get Started',
  contactUs: 'Contact Us',
} as const;

export const serviceCallToActionLabels = {
  getStarted: 'Get Started',
  startYourProject: 'Start Your Project',
  getFreeConsultation: 'Get a Free Consultation',
  scheduleDemo: 'Schedule a Demo',
  contactForImplementation: 'Contact for Implementation',
  buildYourChatbot: 'Build Your Chatbot',
  getStartedToday: 'Get Started Today',
  learnMore: 'Learn More',
  viewAllServices: 'View All Services',
  exploreAllServices: 'Explore All Services',
  buildYourAgent: 'Build Your Agent',
} as const;

export const aboutMessages = {
  title: 'About',
  ourMission: 'Our Mission',
  ourVision: 'Our Vision',
  ourValues: 'Our Values',
  values: [
    'Innovation First',
    'Reliability',
    'Customer Success',
    'Global Impact',
    'Excellence',
    'Continuous Learning',
  ],
  expertTeam: 'Expert Team',
  teams: [
    'AI and Machine Learning Experts',
    'Enterprise Solutions Architects',
    'Customer Success Specialists',
  ],
  meetOurTeam: 'Meet Our Team',
  getStartedToday: 'Get Started Today',
  exploreSolutions: 'Explore Solutions',
} as const;

// spec: site-marketing-careers §2.6 (R&D focus areas)
export const researchFocusAreas = [
  'Natural Language Processing',
  'Computer Vision',
  'Machine Learning',
  'Robotics & Automation',
  'Edge AI',
  'AI Ethics & Safety',
] as const;

// spec: site-marketing-careers §2.8, §4 and §8 (contact sales)
export const contactPageMessages = {
  heroTitle: 'Contact Sales',
  sendMessage: 'Send Message',
  exploreServices: 'Explore Services',
  formTitle: 'Send Us a Message',
  contactInformation: 'Contact Information',
  speakWithExperts: 'Speak directly with our AI experts',
  responseTime: 'Get detailed responses within 2 hours',
  sending: 'Sending...',
} as const;

export const contactToastMessages = {
  errorTitle: 'Error',
  errorDescription: 'Failed to send message. Please try again.',
  successTitle: 'Message Sent',
  successDescription: "Thank you for your message. We'll get back to you soon!",
} as const;

// The spec leaves the wording of the contact form's required-field messages open; ours.
export const contactFormMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  serviceInvalid: 'Please choose one of the listed services',
  tooManyFromEmail:
    'We already received several messages from this email address. Please try again in an hour.',
} as const;
