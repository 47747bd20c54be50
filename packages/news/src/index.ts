export { isAllowedPrivateHost, isBlockedAddress } from './address-policy.ts';
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
