import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatShell } from './chat-shell.tsx';

// The working chat (contracts and zod, the API client, the Markdown renderer after it) loads
// once the page is interactive; the prerendered page is the shell alone, which keeps the route's
// initial JavaScript small (apps/web/test/bundle-size.test.ts) and the page useful without it.
const LiveChat = lazy(() =>
  import('./live-chat.tsx').then((module) => ({ default: module.LiveChat })),
);

// spec: chat-news-admin §2, the full-screen chat with Phi AI
export function ChatPage() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  if (!isHydrated) {
    return <ChatShell />;
  }
  return (
    <Suspense fallback={<ChatShell />}>
      <LiveChat />
    </Suspense>
  );
}
