export { isAllowedPrivateHost, isBlockedAddress } from './address-policy.ts';
export { cleanText, countWords, htmlToPlainText, truncateAtWord } from './article-text.ts';
export { normalizeArticleUrl } from './article-url.ts';
export { type CategoryRule, categorizeArticle, categoryRules } from './categorize.ts';
export { decodeFeedBytes } from './decode.ts';
export {
  FeedFetchError,
  type FeedFetchErrorCode,
  FeedParseError,
  type FeedParseErrorCode,
  feedFetchErrorCodes,
  feedParseErrorCodes,
} from './errors.ts';
export type { ParsedArticle } from './feed-item.ts';
export { parseOnly, type RawFeed, type RawFeedItem } from './feed-xml.ts';
export { type ParsedFeed, type ParseFeedOptions, parseFeed } from './parse-feed.ts';
export {
  type FeedBytes,
  type FeedBytesParser,
  type FeedParseThreads,
  type FeedParseThreadsOptions,
  parseFeedBytes,
  serveFeedParsing,
  startFeedParseThreads,
} from './parse-threads.ts';
export {
  defaultFeedUserAgent,
  type FeedFetched,
  type FeedNotModified,
  type FetchFeedOptions,
  type FetchFeedResult,
  fetchFeed,
} from './safe-fetch.ts';
export { type FeedFormat, inspectFeedXml, maxXmlDepth } from './xml-guard.ts';
