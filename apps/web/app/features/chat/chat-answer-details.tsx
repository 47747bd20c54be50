import { chatMessages } from '@phi/contracts/messages';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import type { ChatHandoff, ChatSource, ChatStreamMeta } from '@phi/contracts/public';
import { BookOpen, BriefcaseBusiness, MessageSquareText } from 'lucide-react';
import { SiteLink } from '../../components/site-link.tsx';
import { classifyChatLink } from './chat-links.ts';

const linkClass = 'font-medium text-sky-300 underline underline-offset-2 hover:text-sky-200';

/** A site path from the server as a link; a path that is not one of ours stays plain text. */
function SitePathLink({ path, children }: { path: string; children: string }) {
  const target = classifyChatLink(path);
  return target.kind === 'site' ? (
    <SiteLink to={target.path} className={linkClass}>
      {children}
    </SiteLink>
  ) : (
    <span className="font-medium text-slate-100">{children}</span>
  );
}

function Sources({ sources }: { sources: readonly ChatSource[] }) {
  return (
    <div className="mt-3 border-t border-slate-800 pt-3">
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
        {chatMessages.sourcesHeading}
      </p>
      <ul className="mt-2 space-y-2 text-sm">
        {sources.map((source) => (
          <li key={`${source.path}-${source.title}`}>
            <SitePathLink path={source.path}>{source.title}</SitePathLink>
            {source.excerpt ? (
              <p className="mt-0.5 line-clamp-3 text-slate-400">{source.excerpt}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Handoff({ handoff }: { handoff: NonNullable<ChatHandoff> }) {
  if (handoff.kind === 'contact') {
    return (
      <div className="mt-3 rounded-xl border border-sky-400/40 bg-sky-400/10 p-3 text-sm">
        <p className="text-slate-300">{chatMessages.handoffContactHint}</p>
        <p className="mt-2 flex items-center gap-2">
          <MessageSquareText aria-hidden="true" className="size-4 text-sky-300" />
          <SitePathLink path={handoff.path}>{chatMessages.handoffContact}</SitePathLink>
        </p>
      </div>
    );
  }
  if (handoff.jobs.length === 0) {
    return (
      <div className="mt-3 rounded-xl border border-sky-400/40 bg-sky-400/10 p-3 text-sm">
        <p className="text-slate-300">{chatMessages.noOpenPositions}</p>
        <p className="mt-2 flex items-center gap-2">
          <BriefcaseBusiness aria-hidden="true" className="size-4 text-sky-300" />
          <SitePathLink path={buildCareersApplyPath()}>
            {chatMessages.generalApplication}
          </SitePathLink>
        </p>
      </div>
    );
  }
  return (
    <div className="mt-3 rounded-xl border border-sky-400/40 bg-sky-400/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-slate-100">
        <BriefcaseBusiness aria-hidden="true" className="size-4 text-sky-300" />
        {chatMessages.handoffJobs}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {handoff.jobs.map((job) => (
          <li key={job.id}>
            <SitePathLink path={job.path}>{job.title}</SitePathLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the answer's own words already link to every place the hand-off offers. */
export function isHandoffInText(handoff: NonNullable<ChatHandoff>, text: string): boolean {
  const links = (path: string) => text.includes(`](${path})`);
  if (handoff.kind === 'contact') {
    return links(handoff.path);
  }
  return handoff.jobs.length === 0
    ? links(buildCareersApplyPath())
    : handoff.jobs.every((job) => links(job.path));
}

/**
 * What backs an answer: the label of an answer built from the site's own pages (no model), the
 * pages it drew on, and the hand-off to the contact form or the matching open positions. The
 * hand-off waits for the whole answer (`text`), and is left out when the answer already links
 * to it.
 */
export function ChatAnswerDetails({ answer, text }: { answer: ChatStreamMeta; text?: string }) {
  const handoff =
    answer.handoff && text !== undefined && !isHandoffInText(answer.handoff, text)
      ? answer.handoff
      : null;
  return (
    <>
      {answer.source === 'site-knowledge' ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-400">
          <BookOpen aria-hidden="true" className="size-3.5" />
          {chatMessages.knowledgeAnswerLabel}
        </p>
      ) : null}
      {answer.sources.length > 0 ? <Sources sources={answer.sources} /> : null}
      {handoff ? <Handoff handoff={handoff} /> : null}
    </>
  );
}
