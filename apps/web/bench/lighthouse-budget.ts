// The budget of `pnpm bench:web` (docs/architecture.md#quality-targets), apart from the runner
// so it is tested.

export interface LighthouseScores {
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Cumulative Layout Shift, unitless. */
  readonly cls: number;
}

/** Lighthouse's simulated timings of one run, in milliseconds. */
export interface LighthouseTimings {
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly speedIndex: number;
}

/** Each timing's median over the runs. */
export function medianTimings(runs: readonly LighthouseTimings[]): LighthouseTimings {
  return {
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    speedIndex: median(runs.map((run) => run.speedIndex)),
  };
}

export const lighthouseBudget = {
  minPerformance: 95,
  minAccessibility: 95,
  minBestPractices: 95,
  seo: 100,
  maxCls: 0.05,
} as const;

/** The budget as one readable line. */
export function describeBudget(): string {
  const budget = lighthouseBudget;
  return `Budget: Performance >= ${budget.minPerformance}, Accessibility >= ${budget.minAccessibility}, Best Practices >= ${budget.minBestPractices}, SEO = ${budget.seo}, CLS <= ${budget.maxCls}`;
}

/** Each score's median over the runs. */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    seo: median(runs.map((run) => run.seo)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** Middle value (odd count) or the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no values');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Every way the scores miss the budget, as readable lines; empty when within it. */
export function scoreFailures(scores: LighthouseScores): string[] {
  const failures: string[] = [];
  const budget = lighthouseBudget;
  if (scores.performance < budget.minPerformance) {
    failures.push(`Performance ${scores.performance} < ${budget.minPerformance}`);
  }
  if (scores.accessibility < budget.minAccessibility) {
    failures.push(`Accessibility ${scores.accessibility} < ${budget.minAccessibility}`);
  }
  if (scores.bestPractices < budget.minBestPractices) {
    failures.push(`Best Practices ${scores.bestPractices} < ${budget.minBestPractices}`);
  }
  if (scores.seo !== budget.seo) {
    failures.push(`SEO ${scores.seo} != ${budget.seo}`);
  }
  if (!(scores.cls <= budget.maxCls)) {
    failures.push(`CLS ${scores.cls.toFixed(3)} > ${budget.maxCls}`);
  }
  return failures;
}

// Lighthouse's default CPU slowdown and the BenchmarkIndex of the host it assumes (the low end
// of its "high-end desktop" bracket, Lighthouse's docs/throttling.md).
export const defaultCpuMultiplier = 4;
const referenceBenchmarkIndex = 1500;

/** Lighthouse's 4x scaled to the host's measured BenchmarkIndex, between 1x and 4x. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const scaled = (defaultCpuMultiplier * benchmarkIndex) / referenceBenchmarkIndex;
  return Math.min(defaultCpuMultiplier, Math.max(1, Math.round(scaled * 100) / 100));
}
