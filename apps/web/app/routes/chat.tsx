import { chatPage } from '@phi/content';
import { ChatPage } from '../features/chat/chat-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(chatPage);

// spec: chat-news-admin §2, full-screen chat page without the shared header and footer
export default function ChatRoute() {
  return <ChatPage />;
}
