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
export {
  defaultFeedUserAgent,
  type FeedFetched,
  type FeedNotModified,
  type FetchFeedOptions,
  type FetchFeedResult,
  fetchFeed,
} from './safe-fetch.ts';
