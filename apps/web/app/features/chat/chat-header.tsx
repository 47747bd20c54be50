import { chatPage, chatPageCopy, siteChromeCopy } from '@phi/content';
import { chatMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { ArrowLeft, type LucideIcon, Mic, RotateCcw, Settings } from 'lucide-react';
import { useId } from 'react';
import { SiteLink } from '../../components/site-link.tsx';

const iconButton =
  'relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 text-sm ' +
  'font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-sky-400';

// spec: chat-news-admin §2, a voice-chat and a settings button, both disabled and marked coming
// soon. aria-disabled keeps them focusable, so the "Coming soon" tip can be reached by keyboard
// and touch as well as by pointer; it is also their accessible description.
function ComingSoonButton({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  const tipId = useId();
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={label}
      aria-describedby={tipId}
      className={`group ${iconButton} cursor-not-allowed opacity-60`}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute top-full right-0 z-10 mt-1 hidden whitespace-nowrap rounded-md border border-slate-700 bg-slate-900 px-2 py-1 text-xs text-slate-100 group-hover:block group-focus:block"
      >
        {chatPageCopy.comingSoonLabel(label)}
      </span>
    </button>
  );
}

/**
 * The chat's top bar (spec: chat-news-admin §2): back to /, the page heading, voice chat and
 * settings (coming soon) and Clear chat. Without `onClear` (the page before its script runs)
 * Clear is shown but inert.
 */
export function ChatHeader({ onClear }: { onClear?: () => void }) {
  return (
    <header className="flex h-16 shrink-0 items-center gap-1 border-b border-slate-800 px-2 sm:gap-2 sm:px-4">
      <SiteLink
        to={routePaths.home}
        aria-label={siteChromeCopy.backToHome}
        className={`${iconButton} hover:bg-slate-800`}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </SiteLink>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span
          aria-hidden="true"
          className="hidden size-8 shrink-0 items-center sm:inline-flex justify-center rounded-full bg-sky-400 text-sm font-bold text-slate-950"
        >
          {chatMessages.assistantName.charAt(0)}
        </span>
        <h1 className="truncate text-base font-semibold text-white sm:text-lg">
          {chatPage.heading}
        </h1>
      </div>
      <ComingSoonButton icon={Mic} label={chatMessages.voiceChat} />
      <ComingSoonButton icon={Settings} label={chatMessages.settings} />
      <button
        type="button"
        onClick={onClear}
        aria-disabled={onClear ? undefined : 'true'}
        className={`${iconButton} hover:bg-slate-800`}
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{chatMessages.clearChat}</span>
      </button>
    </header>
  );
}
