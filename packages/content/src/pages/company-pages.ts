import { applicationProcessSteps, salesResponseHours } from '@phi/contracts/constants';
import {
  aboutMessages,
  careersMessages,
  chatMessages,
  contactPageMessages,
  newsMessages,
  researchFocusAreas,
  servicesLandingMessages,
  voiceBuilderMessages,
} from '@phi/contracts/messages';
import { buildCareersApplyPath, routePaths } from '@phi/contracts/navigation';
import { company } from '../company.ts';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.7 (about), §2.6 (R&D), §2.8 (contact), §2.9 (careers);
// chat-news-admin §2 (blog, chat); voice §2 (voicebot dashboard)

const valueSummaries: Record<(typeof aboutMessages.values)[number], string> = {
  'Innovation First': 'We ship what the research makes possible, as soon as it is dependable.',
  Reliability: 'Automation is only useful when it works at 3 a.m. on a bank holiday.',
  'Customer Success': 'We measure our work by the hours and revenue it gives back to you.',
  'Global Impact': 'Tools built in Nottingham, used by teams across many countries and languages.',
  Excellence: 'Careful engineering, honest estimates and software that is pleasant to use.',
  'Continuous Learning': 'Our team studies, tests and shares what is new in AI every week.',
};

export const aboutPage: MarketingPage = {
  path: routePaths.about,
  title: 'About Us',
  description: `${company.name} is a Nottingham-based team of AI engineers, solution architects and customer success specialists building practical automation.`,
  eyebrow: aboutMessages.title,
  heading: `${aboutMessages.title} ${company.name}`,
  intro:
    'We started in Nottingham with one question: why do skilled people still spend their days answering the same calls and filling in the same spreadsheets? Every product and service we build is an answer to it.',
  callsToAction: [
    { label: aboutMessages.getStartedToday, to: routePaths.companyContact, variant: 'primary' },
    { label: aboutMessages.exploreSolutions, to: routePaths.services, variant: 'secondary' },
  ],
  highlightsHeading: aboutMessages.ourValues,
  highlights: aboutMessages.values.map((value) => ({ title: value, body: valueSummaries[value] })),
  closing: {
    heading: aboutMessages.expertTeam,
    body: `${aboutMessages.teams.join(', ')}: the people behind every project, working on it together from the first call.`,
    callsToAction: [
      { label: aboutMessages.meetOurTeam, to: routePaths.companyContact, variant: 'primary' },
    ],
  },
};

const focusAreaSummaries: Record<(typeof researchFocusAreas)[number], string> = {
  'Natural Language Processing':
    'Understanding and generating speech and text across languages and accents.',
  'Computer Vision': 'Detection, recognition and tracking for cameras, stock and safety.',
  'Machine Learning': 'Forecasting and optimisation models trained on modest, real-world data.',
  'Robotics & Automation':
    'Picking, sorting and moving goods with robots that share space with people.',
  'Edge AI': 'Models small and fast enough to run on cameras, phones and sensors.',
  'AI Ethics & Safety':
    'Fairness, privacy and human oversight designed in from the first prototype.',
};

export const researchPage: MarketingPage = {
  path: routePaths.companyRd,
  title: 'Research & Development',
  description:
    'Our research lab works on natural language processing, computer vision, machine learning, robotics, edge AI and AI safety, and ships the results.',
  eyebrow: 'Company',
  heading: 'Research & Development',
  intro:
    'Our innovation lab turns new research into features our customers use: faster speech recognition, sharper vision models and agents that explain what they did and why.',
  callsToAction: [
    { label: 'Partner With Us', to: routePaths.companyContact, variant: 'primary' },
    {
      label: servicesLandingMessages.viewOurProducts,
      to: routePaths.products,
      variant: 'secondary',
    },
  ],
  highlightsHeading: 'Focus areas',
  highlights: researchFocusAreas.map((area) => ({ title: area, body: focusAreaSummaries[area] })),
};

export const contactPage: MarketingPage = {
  path: routePaths.companyContact,
  title: contactPageMessages.heroTitle,
  description: `Talk to ${company.name} about voice agents, workforce management, custom software or AI consulting. We reply within ${salesResponseHours} hours.`,
  eyebrow: 'Company',
  heading: contactPageMessages.heroTitle,
  intro: `Tell us about your business and what you would like to automate. A specialist replies within ${salesResponseHours} hours with next steps, not a sales script.`,
  callsToAction: [
    { label: 'Email Our Team', to: `mailto:${company.email}`, variant: 'primary' },
    { label: contactPageMessages.exploreServices, to: routePaths.services, variant: 'secondary' },
  ],
  highlights: [],
};

const hiringStepSummaries: Record<(typeof applicationProcessSteps)[number], string> = {
  Apply: 'Send your application and CV online in a few minutes.',
  Screen: 'A member of the team reads every application and replies.',
  Interview: 'Meet the people you would work with, in person or by video.',
  Offer: 'A clear written offer, and help settling in from day one.',
};

export const careersPage: MarketingPage = {
  path: routePaths.careers,
  title: 'Careers',
  description: `Join ${company.name} in Nottingham and build AI that businesses rely on every day. See open positions or send us your CV.`,
  eyebrow: 'Careers',
  heading: 'Build the Future of Automation With Us',
  intro:
    'We are a small, senior team that ships real AI to real customers. If you like hard problems, honest feedback and seeing your work in use within weeks, we would like to hear from you.',
  callsToAction: [
    { label: careersMessages.submitYourResume, to: buildCareersApplyPath(), variant: 'primary' },
    { label: careersMessages.generalInquiry, to: routePaths.companyContact, variant: 'secondary' },
  ],
  highlightsHeading: 'Our hiring process',
  highlights: applicationProcessSteps.map((step, index) => ({
    title: `${index + 1}. ${step}`,
    body: hiringStepSummaries[step],
  })),
};

export const blogPage: MarketingPage = {
  path: routePaths.blog,
  title: 'AI News & Insights',
  description:
    'News and insights on artificial intelligence, machine learning and deep learning research, industry and academia, curated by our team.',
  eyebrow: 'Blog',
  heading: newsMessages.heroTitle,
  intro:
    'Research breakthroughs, industry moves and practical lessons from our own projects: what is changing in AI and what it means for your business.',
  callsToAction: [
    { label: newsMessages.getInTouch, to: routePaths.companyContact, variant: 'primary' },
    { label: newsMessages.exploreServices, to: routePaths.services, variant: 'secondary' },
  ],
  highlights: [],
};

export const chatPage: MarketingPage = {
  path: routePaths.chat,
  title: `Chat with ${chatMessages.assistantName}`,
  description: `Ask ${chatMessages.assistantName}, the ${company.name} assistant, about our services, products and how AI automation could work for your business.`,
  eyebrow: chatMessages.assistantName,
  heading: `Chat with ${chatMessages.assistantName}`,
  intro: `${chatMessages.assistantName} knows our services, products and pricing and can point you to the right specialist.`,
  callsToAction: [
    { label: 'Back to Home', to: routePaths.home, variant: 'secondary' },
    { label: contactPageMessages.heroTitle, to: routePaths.companyContact, variant: 'secondary' },
  ],
  highlights: [],
};

export const voicebotDashboardPage: MarketingPage = {
  path: routePaths.voicebotDashboard,
  title: 'Voicebot Dashboard',
  description: `Voice agents built with ${company.name} answer calls, take bookings and capture leads around the clock. Build yours from your own documents.`,
  eyebrow: 'Voice platform',
  heading: 'Voicebot Dashboard',
  intro: `Voice agents built with our ${voiceBuilderMessages.title} answer calls, take bookings and capture leads around the clock. Start by building one from your own documents.`,
  callsToAction: [
    {
      label: `Open the ${voiceBuilderMessages.title}`,
      to: routePaths.productsVoicebotBuilder,
      variant: 'primary',
    },
    { label: 'Back to Home', to: routePaths.home, variant: 'secondary' },
  ],
  highlights: [],
};
