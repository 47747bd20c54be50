import { adminCopy } from '@phi/content';
import { useAuth } from '../auth/auth-context.tsx';

// spec: chat-news-admin §2 (admin dashboard). The welcome banner only: the statistics, recent
// activity and quick actions arrive with the admin issue, and no number is shown before then.
export function DashboardPage() {
  const { state } = useAuth();
  const username = state.status === 'authenticated' ? state.user.username : '';
  return (
    <section
      aria-labelledby="welcome-banner"
      className="rounded-2xl border border-sky-400/30 bg-gradient-to-r from-sky-400/15 to-slate-900 p-8"
    >
      <h2 id="welcome-banner" className="text-2xl font-bold text-white">
        {adminCopy.welcomeBack(username)}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-300">{adminCopy.dashboardIntro}</p>
    </section>
  );
}
