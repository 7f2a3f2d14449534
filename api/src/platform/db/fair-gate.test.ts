// The gate in front of PGlite: first come, first served, a bounded queue, refusals over the bound.
import { FairGate, type Release } from './fair-gate';

const tick = () => new Promise((r) => setImmediate(r));

describe('FairGate', () => {
  it('admits up to `concurrency` at once and the rest strictly in arrival order', async () => {
    const gate = new FairGate(2, 100);
    const entered: number[] = [];
    const releases = new Map<number, Release>();
    const waits = Array.from({ length: 10 }, (_, i) => gate.enter()!.then((release) => (entered.push(i), releases.set(i, release))));
    await tick();
    expect(entered).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ active: 2, waiting: 8, refused: 0 });
    // Release out of order: the places still go to the oldest waiters.
    releases.get(1)!();
    await tick();
    releases.get(0)!();
    await tick();
    expect(entered).toEqual([0, 1, 2, 3]);
    for (let i = 2; i < 10; i++) {
      releases.get(i)!();
      await tick();
    }
    await Promise.all(waits);
    expect(entered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, refused: 0 });
  });

  it('a late arrival never overtakes a waiter, even when a place is free for a moment', async () => {
    const gate = new FairGate(1, 10);
    const first = await gate.enter()!;
    const order: string[] = [];
    const waiter = gate.enter()!.then((r) => (order.push('waiter'), r));
    first(); // the place passes to the waiter synchronously…
    const late = gate.enter()!.then((r) => (order.push('late'), r)); // …so this one queues behind it
    (await waiter)();
    (await late)();
    expect(order).toEqual(['waiter', 'late']);
  });

  it('refuses at once when `queueLimit` requests already wait, and admits again when the queue shrinks', async () => {
    const gate = new FairGate(1, 2);
    const holder = await gate.enter()!;
    const a = gate.enter();
    const b = gate.enter();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gate.enter()).toBeNull();
    expect(gate.stats()).toEqual({ active: 1, waiting: 2, refused: 1 });
    holder();
    const ra = await a!;
    expect(gate.enter()).not.toBeNull(); // one place in the queue again
    ra();
    (await b!)();
  });

  it('releasing twice frees one place only', async () => {
    const gate = new FairGate(1, 5);
    const r = await gate.enter()!;
    r();
    r();
    expect(gate.stats().active).toBe(0);
    const a = await gate.enter()!;
    const b = gate.enter()!;
    let bIn = false;
    void b.then(() => (bIn = true));
    await tick();
    expect(bIn).toBe(false);
    r(); // a stale release must not let b in beside a
    await tick();
    expect(bIn).toBe(false);
    a();
    await tick();
    expect(bIn).toBe(true);
  });

  it('c=50 with random hold times: every request enters in arrival order, never more than `concurrency` inside', async () => {
    const gate = new FairGate(4, 64);
    const entered: number[] = [];
    let inside = 0;
    let most = 0;
    // Each request enters, holds for a few ticks (like a request with several statements), then leaves.
    const request = async (i: number) => {
      const release = await gate.enter()!;
      entered.push(i);
      inside += 1;
      most = Math.max(most, inside);
      for (let k = 0; k < 1 + ((i * 7) % 5); k++) await tick();
      inside -= 1;
      release();
    };
    await Promise.all(Array.from({ length: 50 }, (_, i) => request(i)));
    expect(entered).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(most).toBe(4);
  });
});
