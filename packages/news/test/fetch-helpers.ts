import { FeedFetchError } from '../src/index.ts';

/** The FeedFetchError a fetch fails with; anything else (or success) fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedFetchError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the fetch to fail');
}
