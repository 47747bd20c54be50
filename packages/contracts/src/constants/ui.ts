// spec: site-marketing-careers §9 and chat-news-admin §7 (shared request defaults)
export const requestDefaults = {
  retries: 0,
  refetchOnWindowFocus: false,
  staleTimeMs: Number.POSITIVE_INFINITY,
} as const;

// spec: site-marketing-careers §9, chat-news-admin §7, voice §9 (toasts and tooltips)
export const toastLimits = {
  maxVisible: 1,
  removeDelayMs: 1_000_000,
  defaultDurationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  viewportMaxWidthPx: 420,
} as const;

export const tooltipDelays = { defaultDelayMs: 700, skipDelayMs: 300 } as const;
