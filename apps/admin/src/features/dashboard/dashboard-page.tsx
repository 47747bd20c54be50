import {
  adminCopy,
  adminScreensCopy,
  applicationStatusLabels,
  contactStatusLabels,
} from '@phi/content';
import { formatRelativeDate } from '@phi/contracts';
import { type ActivityItem, type DashboardStats, dashboardStatKeys } from '@phi/contracts/admin';
import { adminDashboardMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import {
  BarChart3,
  Bot,
  Briefcase,
  FileText,
  type LucideIcon,
  Mail,
  Mic,
  Newspaper,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/badge.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { toRouterPath } from '../../lib/admin-paths.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDashboardStats, useRecentActivity } from './dashboard-api.ts';
import { FeedHealthCard } from './feed-health-card.tsx';

// spec: chat-news-admin §2, cards link to contacts, applications, jobs and analytics
const statCards: Record<keyof DashboardStats, { to: string; icon: LucideIcon }> = {
  contacts: { to: routePaths.adminContacts, icon: Mail },
  applications: { to: routePaths.adminApplications, icon: FileText },
  jobs: { to: routePaths.adminJobs, icon: Briefcase },
  blogPosts: { to: routePaths.adminAnalytics, icon: Newspaper },
  voiceSessions: { to: routePaths.adminAnalytics, icon: Mic },
  activeVoicebots: { to: routePaths.adminAnalytics, icon: Bot },
};

const quickActions = [
  { to: routePaths.adminContacts, label: adminScreensCopy.quickActionLabels.contacts, icon: Users },
  {
    to: routePaths.adminApplications,
    label: adminScreensCopy.quickActionLabels.applications,
    icon: FileText,
  },
  { to: routePaths.adminJobs, label: adminScreensCopy.quickActionLabels.jobs, icon: Briefcase },
  {
    to: routePaths.adminAnalytics,
    label: adminScreensCopy.quickActionLabels.analytics,
    icon: BarChart3,
  },
] as const;

const panelClass = 'rounded-2xl border border-slate-800 bg-slate-900/60 p-6';

function statusLabel(item: ActivityItem): string {
  const labels: Record<string, string> =
    item.type === 'contact' ? contactStatusLabels : applicationStatusLabels;
  return labels[item.status] ?? item.status;
}

// spec: chat-news-admin §2 (admin dashboard): welcome banner, six stat cards, Recent Activity,
// Quick Actions
export function DashboardPage() {
  const { state } = useAuth();
  const username = state.status === 'authenticated' ? state.user.username : '';
  const stats = useDashboardStats();
  const activity = useRecentActivity();

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="welcome-banner"
        className="rounded-2xl border border-sky-400/30 bg-gradient-to-r from-sky-400/15 to-slate-900 p-8"
      >
        <h2 id="welcome-banner" className="text-2xl font-bold text-white">
          {adminCopy.welcomeBack(username)}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-300">{adminCopy.dashboardIntro}</p>
      </section>

      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {adminScreensCopy.statsHeading}
        </h2>
        {stats.isPending ? (
          <LoadingState />
        ) : stats.isError ? (
          <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {dashboardStatKeys.map((key) => {
              const { to, icon: Icon } = statCards[key];
              return (
                <li key={key}>
                  <Link
                    to={toRouterPath(to)}
                    data-testid={`stat-${key}`}
                    className="flex items-center justify-between rounded-2xl border border-slate-800 bg-slate-900/60 p-6 hover:border-sky-400/50"
                  >
                    <span>
                      <span className="block text-sm text-slate-400">
                        {adminDashboardMessages.statLabels[key]}
                      </span>
                      <span className="mt-1 block text-3xl font-bold text-white">
                        {stats.data.stats[key].toLocaleString('en-GB')}
                      </span>
                    </span>
                    <Icon aria-hidden="true" className="size-8 text-sky-300" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {stats.isSuccess ? <FeedHealthCard health={stats.data.newsFeedHealth} /> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-activity" className={`${panelClass} lg:col-span-2`}>
          <h2 id="recent-activity" className="text-lg font-bold text-white">
            {adminDashboardMessages.recentActivity}
          </h2>
          {activity.isPending ? (
            <LoadingState />
          ) : activity.isError ? (
            <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />
          ) : activity.data.length === 0 ? (
            <p className="mt-4 text-slate-400">{adminScreensCopy.noActivity}</p>
          ) : (
            <ul className="mt-4 flex flex-col divide-y divide-slate-800">
              {activity.data.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <Link
                      to={toRouterPath(
                        item.type === 'contact'
                          ? routePaths.adminContacts
                          : routePaths.adminApplications,
                      )}
                      className="font-medium text-slate-100 hover:text-sky-200"
                    >
                      {item.title}
                    </Link>
                    {item.description ? (
                      <p className="truncate text-sm text-slate-400">{item.description}</p>
                    ) : null}
                    <p className="text-xs text-slate-500">{formatRelativeDate(item.timestamp)}</p>
                  </div>
                  <Badge value={item.status} label={statusLabel(item)} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="quick-actions" className={panelClass}>
          <h2 id="quick-actions" className="text-lg font-bold text-white">
            {adminDashboardMessages.quickActions}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {quickActions.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={toRouterPath(to)}
                  className="flex items-center gap-3 rounded-lg border border-slate-800 px-4 py-3 text-slate-200 hover:border-sky-400/50 hover:text-white"
                >
                  <Icon aria-hidden="true" className="size-5 text-sky-300" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
