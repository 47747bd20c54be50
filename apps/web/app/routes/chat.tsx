import { chatPage, siteChromeCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CallToActionLink } from '../components/call-to-action-link.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(chatPage);

// spec: chat-news-admin §2, full-screen chat page without the shared header and footer
export default function ChatRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex h-16 items-center gap-4 border-b border-slate-800 px-4 sm:px-6">
        <Link
          to={routePaths.home}
          aria-label={siteChromeCopy.backToHome}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <p className="text-lg font-semibold text-white">{chatPage.eyebrow}</p>
      </div>
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {chatPage.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-300">{chatPage.intro}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          {chatPage.callsToAction.map((action) => (
            <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
          ))}
        </div>
      </div>
    </div>
  );
}
