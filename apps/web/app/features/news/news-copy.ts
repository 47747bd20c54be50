// Our own wording for the news page: spec: chat-news-admin §2 and §4 name its states, not these
// words. Every text the spec gives comes from newsMessages (@phi/contracts/messages) instead.
// Imports nothing, so the prerendered page's own JavaScript can use it.

export const newsPageCopy = {
  topicFilterLabel: 'Filter articles by topic',
  loadingArticles: 'Loading articles',
  javascriptNeeded: 'Turn on JavaScript to load the latest articles.',
  fetchingNews: 'Fetching the latest news…',
  newArticles: (count: number) =>
    count === 1 ? '1 new article arrived.' : `${count} new articles arrived.`,
  noNewArticles: 'No new articles were found.',
  fetchStillRunning:
    'The news fetch is taking longer than usual. The articles shown are the latest available.',
  fetchDidNotFinish: 'The news fetch did not finish. Please try again later.',
  tryAgain: 'Try again',
  loadMore: 'Load more articles',
  loadingMore: 'Loading more articles…',
  blogFallbackIntro: 'No news articles yet. Here are the latest posts from our blog.',
  allArticlesFeatured: 'Every article for this topic is in Featured Research above.',
  emptyBody: 'New articles arrive as our sources publish them. Fetch the latest now.',
  opensInNewTab: '(opens in a new tab)',
  tags: 'Tags',
  /** The server sends minutes as a bare number or as a ready phrase such as "5 min read". */
  readTime: (value: string) => (/^\d+$/.test(value) ? `${value} min read` : value),
} as const;
