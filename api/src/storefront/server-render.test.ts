// The renderer's load bound that needs no web build: a server whose event loop has fallen behind sends shells.
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../logger';
import { BEHIND_MS, recentLoopDelayMs, serverRenderer, type ServerEntry } from './server-render';

const page = { html: '<main>page</main>', styles: '', stateScript: '', modules: [] };
const entry: ServerEntry = { warmUp: async () => undefined, render: async () => page };
const graphql = async () => ({ data: null });

/** Holds the thread as a burst of synchronous renders would. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe('server render under load', () => {
  it('sends shells while the event loop is behind, and renders again once it has caught up', async () => {
    const renderer = await serverRenderer(entry, createLogger('silent'));
    recentLoopDelayMs(); // the delay is watched from the first render on
    await sleep(20);
    expect(await renderer.render('/shop', graphql)).toEqual({ html: page.html, styles: '', stateScript: '' });

    block(BEHIND_MS + 150);
    await sleep(30); // the loop's delay is recorded when it next turns
    expect(recentLoopDelayMs()).toBeGreaterThan(BEHIND_MS);
    expect(await renderer.render('/shop', graphql)).toBeNull();

    await sleep(2100); // two quiet seconds: the burst is forgotten
    expect(recentLoopDelayMs()).toBeLessThan(BEHIND_MS);
    expect(await renderer.render('/shop', graphql)).not.toBeNull();
  });
});
