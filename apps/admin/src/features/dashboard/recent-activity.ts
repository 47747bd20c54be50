import type {
  ActivityItem,
  DashboardApplicationItem,
  DashboardContactItem,
} from '@phi/contracts/admin';
import { dashboardActivity } from '@phi/contracts/constants';
import { adminDashboardMessages } from '@phi/contracts/messages';
import { joinFacts } from '../../lib/join-facts.ts';

/** spec: chat-news-admin §7 and §9, up to 3 contacts and 2 applications, newest first. */
export function buildRecentActivity(
  contacts: readonly DashboardContactItem[],
  applications: readonly DashboardApplicationItem[],
): ActivityItem[] {
  const fromContacts = contacts.slice(0, dashboardActivity.contacts).map(
    (contact): ActivityItem => ({
      id: `contact-${contact.id}`,
      type: 'contact',
      title: adminDashboardMessages.contactActivityTitle(contact.name),
      description: joinFacts([contact.company, contact.service]),
      timestamp: contact.createdAt,
      status: contact.status,
    }),
  );
  const fromApplications = applications.slice(0, dashboardActivity.applications).map(
    (application): ActivityItem => ({
      id: `application-${application.id}`,
      type: 'application',
      title: adminDashboardMessages.applicationActivityTitle(application.jobTitle),
      description: adminDashboardMessages.applicationActivityDescription,
      timestamp: application.createdAt,
      status: application.status,
    }),
  );
  return [...fromContacts, ...fromApplications]
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, dashboardActivity.total);
}
