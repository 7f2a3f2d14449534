/** The wait after the `attempt`-th failure (0-based) of a retried job: `base`, doubling, at most `max` (an hour). */
export const doublingDelay = (base: number, attempt: number, max = 3_600_000): number => Math.min(base * 2 ** Math.min(attempt, 30), max);
