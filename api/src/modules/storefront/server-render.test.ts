// The renderer's bound on concurrent renders, without a web build: a stand-in entry that renders as the real one
// does with its data at hand — start to end without letting the event loop turn.
import { createLogger } from '../../platform/logger';
import { MAX_RENDERS, serverRenderer, type ServerEntry } from './server-render';

const page = { html: '<main>page</main>', styles: '', stateScript: '', modules: [] };
const graphql = async () => ({ data: null });

/** Holds the thread as renderToString does. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* rendering */
  }
}

const entry: ServerEntry = {
  warmUp: async () => undefined,
  render: async () => {
    busy(20);
    return page;
  },
};

describe('server render under load', () => {
  it('renders one page at a time as asked', async () => {
    const renderer = await serverRenderer(entry, createLogger('silent'));
    for (let i = 0; i < 3; i++) expect(await renderer.render('/shop', graphql)).toEqual({ html: page.html, styles: '', stateScript: '' });
  });

  it(`renders ${MAX_RENDERS} of the requests already received and sends the rest the shell`, async () => {
    const renderer = await serverRenderer(entry, createLogger('silent'));
    // Ten requests read from their sockets in one turn of the event loop: each in its own callback, as node's HTTP
    // server calls them (the microtasks of one run before the next). Without the loop turn in render(), each
    // render ran to its end inside its own callback, so all ten were rendered, one after the other.
    const answers = await Promise.all(Array.from({ length: 10 }, () => new Promise((done) => setImmediate(() => done(renderer.render('/shop', graphql))))));
    expect(answers.filter((a) => a !== null)).toHaveLength(MAX_RENDERS);
    // And the places are given back: the next request is rendered.
    expect(await renderer.render('/shop', graphql)).not.toBeNull();
  });
});
