// The load loop and its statistics. A round = a fixed number of requests at a fixed concurrency;
// scenarios are measured round-robin (round 1 of every scenario, then round 2, …) so that the
// machine's noise falls on all of them alike, and each figure is the median over the rounds.
import { performance } from 'node:perf_hooks';

export const median = (xs) => percentile(xs, 50);

/** Nearest-rank percentile of a list of numbers. */
export function percentile(xs, p) {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `requests` calls of `fn(i)` with at most `concurrency` in flight; any throw counts as an error. */
export async function runLoad(fn, { concurrency, requests }) {
  const latencies = [];
  let next = 0;
  let errors = 0;
  /** @type {Error | undefined} */
  let firstError;
  const start = performance.now();
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      const t = performance.now();
      try {
        await fn(i);
        latencies.push(performance.now() - t);
      } catch (e) {
        errors += 1;
        firstError ??= e instanceof Error ? e : new Error(String(e));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - start;
  return { latencies, wallMs, errors, firstError, rps: (latencies.length / wallMs) * 1000 };
}

/**
 * Measures every scenario ({ name, run(i) }) at one concurrency: a warm-up, then `rounds` rounds of
 * `requests` each, interleaved. Returns per scenario the median over rounds of the round median,
 * p95, requests/s and server CPU ms per request (`cpuMs()`: the server's CPU time so far), the
 * spread of the round medians, and the raw round figures.
 */
export async function measure(scenarios, { concurrency, rounds, requests, warmup, cpuMs = () => NaN, onRound }) {
  for (const s of scenarios) {
    const w = await runLoad(s.run, { concurrency, requests: warmup });
    if (w.errors) throw new Error(`${s.name}: warm-up failed: ${w.firstError?.message}`);
  }
  const perRound = new Map(scenarios.map((s) => [s.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const s of scenarios) {
      const cpuBefore = cpuMs();
      const res = await runLoad(s.run, { concurrency, requests });
      const cpu = (cpuMs() - cpuBefore) / requests;
      if (res.errors) throw new Error(`${s.name}: ${res.errors} of ${requests} requests failed: ${res.firstError?.message}`);
      perRound.get(s.name).push({ median: median(res.latencies), p95: percentile(res.latencies, 95), rps: res.rps, cpu });
    }
    onRound?.(r + 1);
  }
  const out = {};
  for (const [name, rs] of perRound) {
    const medians = rs.map((x) => x.median);
    out[name] = {
      concurrency,
      requestsPerRound: requests,
      rounds: rs.length,
      medianMs: median(medians),
      p95Ms: median(rs.map((x) => x.p95)),
      rps: median(rs.map((x) => x.rps)),
      serverCpuMsPerRequest: median(rs.map((x) => x.cpu)),
      roundMedianMinMs: Math.min(...medians),
      roundMedianMaxMs: Math.max(...medians),
      perRound: rs.map((x) => ({ medianMs: round2(x.median), p95Ms: round2(x.p95), rps: round2(x.rps), serverCpuMs: round2(x.cpu) })),
    };
  }
  return out;
}

/** Median over rounds of (round median of a) / (round median of b): a paired, noise-resistant ratio. */
export function pairedRatio(a, b) {
  return median(a.perRound.map((x, i) => x.medianMs / b.perRound[i].medianMs));
}

export const round2 = (x) => Math.round(x * 100) / 100;
