import { describe, expect, it } from 'vitest';
import {
  calibratedCpuMultiplier,
  describeBudget,
  median,
  medianScores,
  medianTimings,
  scoreFailures,
} from './lighthouse-budget.ts';

const passing = { performance: 95, accessibility: 95, bestPractices: 95, seo: 100, cls: 0.05 };

describe('bench:web budget', () => {
  it('takes the median of five runs', () => {
    expect(median([91, 99, 96, 40, 97])).toBe(96);
    expect(median([0.01, 0.2])).toBeCloseTo(0.105);
    expect(() => median([])).toThrow();
  });

  it('accepts scores on the limits and names every miss', () => {
    expect(scoreFailures(passing)).toEqual([]);
    expect(
      scoreFailures({ performance: 94, accessibility: 90, bestPractices: 92, seo: 99, cls: 0.051 }),
    ).toEqual([
      'Performance 94 < 95',
      'Accessibility 90 < 95',
      'Best Practices 92 < 95',
      'SEO 99 != 100',
      'CLS 0.051 > 0.05',
    ]);
    expect(scoreFailures({ ...passing, cls: Number.NaN })).toHaveLength(1);
  });

  it('keeps the default 4x on a fast host and scales it down on a slow one', () => {
    expect(calibratedCpuMultiplier(1500)).toBe(4);
    expect(calibratedCpuMultiplier(2400)).toBe(4);
    expect(calibratedCpuMultiplier(750)).toBe(2);
    expect(calibratedCpuMultiplier(450)).toBe(1.2);
    expect(calibratedCpuMultiplier(120)).toBe(1);
  });
});

describe('bench:web medians and budget line', () => {
  it('takes each score median on its own and states the budget', () => {
    const run = (performance: number, cls: number) => ({ ...passing, performance, cls });
    expect(medianScores([run(90, 0.2), run(99, 0), run(96, 0.01)])).toEqual({
      ...passing,
      performance: 96,
      cls: 0.01,
    });
    expect(describeBudget()).toBe(
      'Budget: Performance >= 95, Accessibility >= 95, Best Practices >= 95, SEO = 100, CLS <= 0.05',
    );
  });
});

describe('bench:web timings', () => {
  it('takes each timing median on its own', () => {
    const run = (fcp: number, lcp: number) => ({ fcp, lcp, tbt: fcp / 10, speedIndex: fcp });
    expect(medianTimings([run(900, 1000), run(2000, 950), run(950, 3000)])).toEqual({
      fcp: 950,
      lcp: 1000,
      tbt: 95,
      speedIndex: 950,
    });
  });
});
