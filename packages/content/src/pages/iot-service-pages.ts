import { serviceCallToActionLabels, servicesLandingMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage, learnMore } from './service-page.ts';

// spec: site-marketing-careers §2.6 (AI-powered IoT landing, smart home systems); the IoT page
// also links to /products.

export const iotPage = defineServicePage({
  path: routePaths.servicesIot,
  title: 'AI-Powered IoT',
  description:
    'Smart homes, AI security cameras and smart notifications: connected devices for homes and facilities that learn and alert intelligently.',
  heading: 'AI-Powered IoT',
  intro:
    'Connected devices that do more than report: they learn routines, spot what is unusual and tell the right person straight away, at home or across a whole facility.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  secondary: {
    label: servicesLandingMessages.viewOurProducts,
    to: routePaths.products,
    variant: 'secondary',
  },
  sections: [
    {
      kind: 'offerings',
      heading: 'Home and facility IoT',
      items: [
        {
          title: 'Home IoT',
          icon: 'home',
          body: 'A home that runs itself, trusted by thousands of homeowners.',
          bullets: [
            'Heating, lighting and blinds that learn your routine',
            'Smart locks and cameras in one app',
            'Energy use cut without lifting a finger',
          ],
          link: learnMore(routePaths.servicesSmartHomes),
        },
        {
          title: 'Facility IoT',
          icon: 'building',
          body: 'Sensors and cameras that keep sites safe, efficient and compliant.',
          bullets: [
            'Occupancy, temperature and air-quality monitoring',
            'Predictive maintenance alerts for plant and equipment',
            'Security events verified by AI before anyone is called',
          ],
          link: learnMore(routePaths.servicesAiCameras),
        },
      ],
    },
    {
      kind: 'features',
      heading: 'IoT services',
      items: [
        {
          title: 'Smart Home Systems',
          icon: 'home',
          body: 'Automation that adapts to the people living in the home.',
          link: learnMore(routePaths.servicesSmartHomes),
        },
        {
          title: 'AI Security Cameras',
          icon: 'camera',
          body: 'Cameras that recognise events, not just motion, for homes and businesses.',
          link: learnMore(routePaths.servicesAiCameras),
        },
        {
          title: 'Smart Notifications',
          icon: 'bell',
          body: 'Alerts filtered by urgency and sent to the right person on the right channel.',
          link: learnMore(routePaths.servicesSmartNotifications),
        },
      ],
    },
  ],
  closing: {
    heading: 'Connect your home or your whole estate',
    body: 'From a single flat to a multi-site facility, we design, install and support the devices and the AI behind them.',
    secondary: {
      label: servicesLandingMessages.viewOurProducts,
      to: routePaths.products,
      variant: 'secondary',
    },
  },
});

export const smartHomesPage = defineServicePage({
  path: routePaths.servicesSmartHomes,
  title: 'Smart Home Systems',
  description:
    'AI smart home systems for single family homes, apartments, multi-family buildings and luxury homes: automation that learns your routines.',
  heading: 'Smart Home Systems',
  intro:
    'Heating, lighting, locks and cameras that learn how your household lives and adjust themselves, all controlled from one app or by voice.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  sections: [
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Adaptive Climate',
          icon: 'sparkles',
          body: 'Heating and cooling that learns when rooms are used and pre-warms them for you.',
        },
        {
          title: 'Intelligent Lighting',
          icon: 'lightbulb',
          body: 'Scenes that follow daylight, occupancy and the time of day.',
        },
        {
          title: 'Integrated Security',
          icon: 'shield',
          body: 'Locks, cameras and alarms that arm themselves when the last person leaves.',
        },
        {
          title: 'Voice and App Control',
          icon: 'smartphone',
          body: 'Every device from one app, or by asking, wherever you are.',
        },
        {
          title: 'Energy Insights',
          icon: 'bar-chart',
          body: 'See where energy goes and let the system trim waste automatically.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Capabilities',
      groups: [
        {
          title: 'Automation & Control',
          items: [
            'Schedules and scenes across every room',
            'Geofencing when you leave and arrive',
            'Works with leading device brands',
            'Remote access from anywhere',
          ],
        },
        {
          title: 'AI Learning & Adaptation',
          items: [
            'Routines learned from daily life',
            'Comfort kept while energy use falls',
            'Unusual activity spotted and reported',
            'Suggestions that improve over time',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Home types',
      items: [
        {
          name: 'Single Family Homes',
          icon: 'home',
          body: 'Whole-home systems planned around how your family lives.',
        },
        {
          name: 'Apartments',
          icon: 'building',
          body: 'Wireless installs that suit rented and owned flats alike.',
        },
        {
          name: 'Multi-Family',
          icon: 'users',
          body: 'Shared entry, heating and metering for landlords, with private control for residents.',
        },
        {
          name: 'Luxury Homes',
          icon: 'gem',
          body: 'Discreet, fully integrated systems for larger properties and estates.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Make your home work for you',
    body: 'Book a free survey and we will design a system around your home, your devices and your budget.',
  },
});
