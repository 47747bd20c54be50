import { type Job, jobListResponseSchema } from '@phi/contracts/public';

export interface JobListCache {
  /** The active job list as JSON text, at most `ttlMs` old. */
  read(): Promise<string>;
}

/**
 * The careers list is the busiest public read and changes a few times a week: its JSON is
 * kept for a few seconds so a burst of visitors costs one query and one serialisation. Checked
 * against the contract once per load (the route answers text, which Fastify sends as is). One
 * load at a time: requests arriving while it runs wait for it. A failed load is not kept, so
 * the next request tries the database again.
 */
export function createJobListCache(
  load: () => Promise<Job[]>,
  ttlMs: number,
  now: () => number = Date.now,
): JobListCache {
  let cached: { json: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const refresh = async (): Promise<string> => {
    try {
      const json = JSON.stringify(jobListResponseSchema.parse(await load()));
      cached = { json, expiresAt: now() + ttlMs };
      return json;
    } finally {
      pending = undefined;
    }
  };

  return {
    read() {
      if (cached && now() < cached.expiresAt) {
        return Promise.resolve(cached.json);
      }
      pending ??= refresh();
      return pending;
    },
  };
}
