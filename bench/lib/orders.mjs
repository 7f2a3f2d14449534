// Order scenarios: filling the shop with orders, and the place-order race on one product's stock.
import { performance } from 'node:perf_hooks';
import { median, percentile, runLoad } from './load.mjs';
import { createProduct, payload, PLACE, placeOrder, placeOrderInput, quote, stockOf } from './shop.mjs';

/** `count` pay-on-delivery orders of 1–3 lines over `products` (each quoted first), 4 at a time. */
export async function fillOrders(client, products, count) {
  const res = await runLoad(
    (i) => {
      const items = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        productId: products[(i * 7 + k * 13) % products.length].id,
        quantity: 1 + ((i + k) % 2),
        size: 'M',
        color: 'Indigo',
      }));
      return placeOrder(client, items);
    },
    { concurrency: 4, requests: count },
  );
  if (res.errors) throw new Error(`placing the ${count} setup orders: ${res.errors} failed: ${res.firstError?.message}`);
}

/**
 * One round of the race: a fresh product with `stock` units; `concurrency` guests order 1, 2, 3, 1, …
 * units of it (pay on delivery) until each is told OUT_OF_STOCK. Checks, reading the product back,
 * that stock never went negative and that the units ordered equal the stock taken.
 */
export async function stockRace(client, token, cats, n, { stock, concurrency }) {
  const product = await createProduct(client, token, cats, n, { name: `Bench Limited Kurta No. ${n}`, stock, sizes: [], colors: [] });
  const line = (quantity) => [{ productId: product.id, quantity }];
  const quotes = {};
  for (const q of [1, 2, 3]) quotes[q] = await quote(client, line(q));

  let next = 0;
  let units = 0;
  /** @type {Error | undefined} */
  let failure;
  const latencies = [];
  const start = performance.now();
  const worker = async () => {
    for (;;) {
      const q = 1 + (next++ % 3);
      const t = performance.now();
      try {
        const order = payload((await client.gql(PLACE, placeOrderInput(line(q), quotes[q]))).placeOrder, 'order');
        if (order.itemCount !== q) throw new Error(`order of ${q} came back with ${order.itemCount} units`);
        latencies.push(performance.now() - t);
        units += q;
      } catch (e) {
        if (!(e instanceof Error && 'code' in e && e.code === 'OUT_OF_STOCK')) failure ??= e instanceof Error ? e : new Error(String(e));
        return; // sold out (for this quantity) or failed: this shopper stops
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  if (failure) throw new Error(`place order race: ${failure.message}`);

  const stockAfter = await stockOf(client, product.id);
  return {
    productId: product.id,
    orders: latencies.length,
    units,
    ordersPerSecond: latencies.length / seconds,
    medianMs: median(latencies),
    p95Ms: percentile(latencies, 95),
    stockBefore: stock,
    stockAfter,
    ok: stockAfter >= 0 && stock - stockAfter === units && stockAfter < 3,
  };
}
