import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage } from './service-page.ts';

// spec: site-marketing-careers §2.6 (AI-integrated security cameras, smart notification systems)

export const aiCamerasPage = defineServicePage({
  path: routePaths.servicesAiCameras,
  title: 'AI-Integrated Security Cameras',
  description:
    'AI security cameras with computer vision and intelligent analytics for commercial, residential, healthcare and industrial sites.',
  heading: 'AI-Integrated Security Cameras',
  intro:
    'Cameras that tell a delivery from an intruder, count visitors and spot hazards, and only wake you for what matters.',
  contactLabel: serviceCallToActionLabels.scheduleDemo,
  sections: [
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Person and Vehicle Detection',
          icon: 'eye',
          body: 'Recognises people, vehicles and parcels, so swaying trees and passing cats stay quiet.',
        },
        {
          title: 'Real-Time Alerts',
          icon: 'bell',
          body: 'A verified clip on your phone within seconds of an event.',
        },
        {
          title: 'Smart Search',
          icon: 'search',
          body: 'Find “red van at the gate on Tuesday” in seconds instead of scrubbing hours of footage.',
        },
        {
          title: 'Edge Processing',
          icon: 'cpu',
          body: 'Analysis runs on the camera, so alerts keep working even if the internet drops.',
        },
        {
          title: 'Privacy Controls',
          icon: 'lock',
          body: 'Privacy masking, retention limits and access logs designed around GDPR.',
        },
        {
          title: 'Easy Integration',
          icon: 'layers',
          body: 'Works with existing cameras, access control and alarm systems.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Capabilities',
      groups: [
        {
          title: 'Computer Vision',
          items: [
            'Object and behaviour recognition',
            'Number-plate recognition',
            'Loitering and line-crossing detection',
            'Hazard and PPE detection',
          ],
        },
        {
          title: 'Intelligent Analytics',
          items: [
            'Footfall counts and dwell times',
            'Occupancy and queue monitoring',
            'Heat maps of busy areas',
            'Incident reports with evidence clips',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Commercial',
          icon: 'building',
          body: 'Offices and shops protected out of hours, with footfall insight during them.',
        },
        {
          name: 'Residential',
          icon: 'home',
          body: 'Homes and developments watched over without constant false alarms.',
        },
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Falls, wandering and restricted-area entry flagged to staff at once.',
        },
        {
          name: 'Industrial',
          icon: 'factory',
          body: 'Perimeter security, vehicle movements and safety zones across large sites.',
        },
      ],
    },
  ],
  closing: {
    heading: 'See what your cameras have been missing',
    body: 'We will run AI analysis on a sample of your existing footage and show you what it finds.',
  },
});

export const smartNotificationsPage = defineServicePage({
  path: routePaths.servicesSmartNotifications,
  title: 'Smart Notification Systems',
  description:
    'Intelligent alerts by email, SMS, push and in-app, filtered by urgency for enterprises, smart homes, healthcare and manufacturing.',
  heading: 'Smart Notification Systems',
  intro:
    'Fewer, better alerts. Our notification engine decides what is urgent, who needs to know and which channel will reach them: email, SMS, push or in-app.',
  contactLabel: serviceCallToActionLabels.getStartedToday,
  sections: [
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Priority Scoring',
          icon: 'target',
          body: 'Every event scored for urgency so critical alerts always rise to the top.',
        },
        {
          title: 'Smart Routing',
          icon: 'workflow',
          body: 'Alerts sent to whoever is on duty, qualified and closest to the problem.',
        },
        {
          title: 'Noise Reduction',
          icon: 'filter',
          body: 'Duplicates merged and floods grouped into one clear message.',
        },
        {
          title: 'Escalation Chains',
          icon: 'trending-up',
          body: 'Unacknowledged alerts escalate automatically until someone responds.',
        },
        {
          title: 'Quiet Hours',
          icon: 'clock',
          body: 'Non-urgent messages wait for the morning; emergencies never do.',
        },
        {
          title: 'Delivery Tracking',
          icon: 'search',
          body: 'See who received, read and acted on every alert.',
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Channels',
      items: [
        { title: 'Email', icon: 'mail', body: 'Detailed reports and digests for the record.' },
        { title: 'SMS', icon: 'message', body: 'Reaches anyone, anywhere, without an app.' },
        { title: 'Push', icon: 'smartphone', body: 'Instant alerts on iOS and Android devices.' },
        { title: 'In-App', icon: 'bell', body: 'Notifications inside the tools your team uses.' },
      ],
    },
    {
      kind: 'lists',
      heading: 'Capabilities',
      groups: [
        {
          title: 'Intelligent Filtering',
          items: [
            'Learns which alerts people act on',
            'Suppresses known false positives',
            'Groups related events into incidents',
          ],
        },
        {
          title: 'Advanced Features',
          items: [
            'Rota-aware on-call scheduling',
            'Two-way replies to acknowledge or resolve',
            'Audit history for compliance',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Enterprise',
          icon: 'building',
          body: 'IT incidents and business events routed to the right team.',
        },
        {
          name: 'Smart Homes',
          icon: 'home',
          body: 'Doorbells, leaks and alarms reported without constant pings.',
        },
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Patient and equipment alerts to the right clinician in seconds.',
        },
        {
          name: 'Manufacturing',
          icon: 'factory',
          body: 'Machine faults and safety events escalated before they halt the line.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Cut the noise, keep the signal',
    body: 'Connect your systems and we will show you how many of today’s alerts really needed a person.',
  },
});
