// Plain-text tables for the terminal.
const fmt = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '-');

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function latencyTable(results, labels) {
  const rows = Object.entries(results).map(([name, r]) => [
    labels[name] ?? name,
    fmt(r.medianMs),
    `${fmt(r.roundMedianMinMs)}–${fmt(r.roundMedianMaxMs)}`,
    fmt(r.p95Ms),
    fmt(r.rps, 0),
    fmt(r.serverCpuMsPerRequest, 2),
  ]);
  return table(['scenario', 'median ms', 'rounds min–max', 'p95 ms', 'req/s', 'server CPU ms/req'], rows);
}

export function countTable(counts, labels) {
  return table(
    ['scenario', 'SQL statements / request'],
    Object.entries(counts).map(([name, n]) => [labels[name] ?? name, fmt(n, 1)]),
  );
}

export function orderTable(rounds) {
  return table(
    ['round', 'orders', 'units', 'orders/s', 'median ms', 'p95 ms', 'stock before → after', 'checks'],
    rounds.map((r, i) => [
      i + 1,
      r.orders,
      r.units,
      fmt(r.ordersPerSecond),
      fmt(r.medianMs),
      fmt(r.p95Ms),
      `${r.stockBefore} → ${r.stockAfter}`,
      r.ok ? 'ok' : 'FAILED',
    ]),
  );
}

export { fmt };
