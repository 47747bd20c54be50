import { AdminUsersSection } from './admin-users-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';

// spec: chat-news-admin §2 leaves /admin/settings "Coming soon..."; ARCHITECTURE.md departure 5
// and issue 5 item 4 make it the place to manage admin users and one's own password.
export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <AdminUsersSection />
      <ChangePasswordSection />
    </div>
  );
}
