import { adminShellMessages } from '@phi/contracts/messages';

// spec: chat-news-admin §2, /admin/settings
export function SettingsPage() {
  return <p className="text-lg text-slate-300">{adminShellMessages.settingsComingSoon}</p>;
}
