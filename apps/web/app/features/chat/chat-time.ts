// spec: chat-news-admin §2, a time stamp on each message: hours and minutes in the page's
// language (root.tsx sets lang="en-GB").
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
