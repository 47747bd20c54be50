import { applicationProcessSteps } from '@phi/contracts/constants';
import {
  careersMessages,
  chatMessages,
  contactPageMessages,
  newsMessages,
  voiceBuilderMessages,
} from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { company } from '../company.ts';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.9 (careers); chat-news-admin §2 (blog, chat); voice §2 (voicebot dashboard)

const hiringStepSummaries: Record<(typeof applicationProcessSteps)[number], string> = {
  Apply: 'Send your application and CV online in a few minutes.',
  Screen: 'A member of the team reads every application and replies.',
  Interview: 'Meet the people you would work with, in person or by video.',
  Offer: 'A clear written offer, and help settling in from day one.',
};

/** The id of the careers page's open positions list, the target of its first hero button. */
export const openPositionsAnchorId = 'open-positions';

// The open positions list itself is loaded in the browser; the web app renders it between the
// hero and the sections below.
export const careersPage: MarketingPage = {
  path: routePaths.careers,
  title: 'Careers',
  description: `Join ${company.name} in Nottingham and build AI that businesses rely on every day. See open positions or send us your CV.`,
  eyebrow: 'Careers',
  heading: 'Build the Future of Automation With Us',
  intro:
    'We are a small, senior team that ships real AI to real customers. If you like hard problems, honest feedback and seeing your work in use within weeks, we would like to hear from you.',
  callsToAction: [
    {
      label: careersMessages.viewOpenPositions,
      to: `#${openPositionsAnchorId}`,
      variant: 'primary',
    },
    { label: careersMessages.generalInquiry, to: routePaths.companyContact, variant: 'secondary' },
  ],
  highlights: [],
  sections: [
    {
      kind: 'process',
      heading: 'Our hiring process',
      steps: applicationProcessSteps.map((step) => ({
        title: step,
        body: hiringStepSummaries[step],
      })),
    },
  ],
  closing: {
    heading: 'Questions about working with us?',
    body: 'Our team is happy to talk about roles, the hiring process and life at the company.',
    callsToAction: [
      { label: careersMessages.getInTouch, to: routePaths.companyContact, variant: 'primary' },
    ],
  },
};

/** The id of the news page's articles, the target of its hero button. */
export const newsArticlesAnchorId = 'articles';

// spec: chat-news-admin §2, the news page: the full-screen hero, the articles (loaded in the
// browser; the web app renders them below the hero) and the closing call to action, Get In Touch
// to /company/contact and Explore Services to /services.
export const blogPage: MarketingPage = {
  path: routePaths.blog,
  title: 'AI News & Insights',
  description:
    'News and insights on artificial intelligence, machine learning and deep learning research, industry and academia, curated by our team.',
  eyebrow: 'Blog',
  heading: newsMessages.heroTitle,
  intro:
    'Research breakthroughs, industry moves and practical lessons from our own projects: what is changing in AI and what it means for your business.',
  callsToAction: [{ label: 'Browse Articles', to: `#${newsArticlesAnchorId}`, variant: 'primary' }],
  highlights: [],
  closing: {
    heading: 'Put these ideas to work',
    body: 'Talk to our team about bringing the latest in AI, machine learning and deep learning into your business.',
    callsToAction: [
      { label: newsMessages.getInTouch, to: routePaths.companyContact, variant: 'primary' },
      { label: newsMessages.exploreServices, to: routePaths.services, variant: 'secondary' },
    ],
  },
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
