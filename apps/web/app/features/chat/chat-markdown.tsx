import { chatPageCopy } from '@phi/content';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { SiteLink } from '../../components/site-link.tsx';
import { classifyChatLink, keepAllowedUrl } from './chat-links.ts';

// An answer's Markdown as React elements: no raw HTML (skipped, never parsed into the page), no
// images, links only to this site or http(s) (chat-links.ts). Headings become bold paragraphs so
// an answer never adds to the page's heading outline. Loaded on demand (chat-message.tsx): the
// Markdown parser stays out of the page's initial JavaScript.

const linkClass = 'font-medium text-sky-300 underline underline-offset-2 hover:text-sky-200';

function ChatLink({ href, children }: { href?: string; children?: ReactNode }) {
  const target = classifyChatLink(href);
  if (target.kind === 'site') {
    return (
      <SiteLink to={target.path} className={linkClass}>
        {children}
      </SiteLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
        <span className="sr-only"> {chatPageCopy.opensInNewTab}</span>
      </a>
    );
  }
  return <span>{children}</span>;
}

function Heading({ children }: { children?: ReactNode }) {
  return <p className="font-semibold text-white">{children}</p>;
}

const components: Components = {
  a: ({ href, children }) => <ChatLink href={href}>{children}</ChatLink>,
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
};

const blockStyles =
  'space-y-3 break-words [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc ' +
  '[&_ul]:space-y-1 [&_ul]:pl-5 [&_strong]:font-semibold [&_strong]:text-white ' +
  '[&_code]:rounded [&_code]:bg-slate-800 [&_code]:px-1 [&_pre]:overflow-x-auto ' +
  '[&_blockquote]:border-l-2 [&_blockquote]:border-slate-600 [&_blockquote]:pl-3';

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className={blockStyles}>
      <Markdown
        skipHtml
        disallowedElements={['img']}
        urlTransform={keepAllowedUrl}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
