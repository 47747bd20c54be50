import { AdminUsersSection } from './admin-users-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';

// spec: chat-news-admin §2 leaves /admin/settings "Coming soon..."; here it is the place to
// manage admin users and one's own password (docs/architecture.md#departures, 5).
export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <AdminUsersSection />
      <ChangePasswordSection />
    </div>
  );
}
