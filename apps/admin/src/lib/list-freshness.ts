/**
 * Query options of the admin lists: what another admin saved shows up when staff come back to
 * the window, and a save reloads the lists (their mutations invalidate them). The app's default
 * keeps data fresh forever (spec: chat-news-admin §7 request defaults); the lists depart from
 * it so edits start from current records (docs/architecture.md#departures).
 */
export const adminListFreshness = {
  staleTime: 0,
  refetchOnWindowFocus: true,
} as const;
