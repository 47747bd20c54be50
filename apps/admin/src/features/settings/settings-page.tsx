import { AdminUsersSection } from './admin-users-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { OwnEmailSection } from './own-email-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

// spec: chat-news-admin §2 leaves /admin/settings "Coming soon..."; here it is the place to
// manage admin users and one's own account: e-mail, password, second factor and sessions
// (docs/architecture.md#departures, 5, and #security).
export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <AdminUsersSection />
      <OwnEmailSection />
      <ChangePasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
