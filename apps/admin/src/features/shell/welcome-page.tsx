import { adminShellMessages } from '@phi/contracts/messages';

// spec: chat-news-admin §2, /admin alone asks the user to pick a section
export function WelcomePage() {
  return (
    <section className="rounded-2xl border border-slate-800 bg-slate-900/60 p-8">
      <p className="text-lg text-slate-200">{adminShellMessages.welcome}</p>
    </section>
  );
}
