import type { Job } from '@phi/contracts/public';

/**
 * One job posting by id, or null when it cannot be loaded: unknown or inactive id, a network
 * failure or an answer outside the contract all show the same "Job Not Found" screen
 * (spec: site-marketing-careers §2.10).
 */
export async function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    const response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      return null;
    }
    // Loaded on demand: zod and the public contracts would otherwise double this route's
    // initial JavaScript, and the request is in flight while they load.
    const [{ jobSchema }, body] = await Promise.all([
      import('@phi/contracts/public'),
      response.json() as Promise<unknown>,
    ]);
    const parsed = jobSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    return null;
  }
}
