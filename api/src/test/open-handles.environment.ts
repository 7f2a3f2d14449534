// Jest's environment for the api suites: node's, plus a check that a test file leaves nothing running once its afterAll
// hooks are done. A timer, server, socket or child process that still holds the event loop fails the file, naming what
// is left (a timer with the stack that started it), instead of showing up later as jest's "A worker process has failed
// to exit gracefully", which names nothing and lands on whichever run the worker happens to finish.
//
// Timers: the sandbox's global setTimeout/setInterval are wrapped to remember each one and where it was started (our
// code and the libraries it loads use these). Everything else: node's count of the resources holding the loop
// (process.getActiveResourcesInfo: TCPSocketWrap, TCPServerWrap, ProcessWrap, …), taken when the file starts and again
// at its end. Closing takes a few ticks (a socket's close event), so the end waits up to GRACE_MS for that; a clean
// file goes on at once.
import { TestEnvironment } from 'jest-environment-node';

/** How long the end of a file waits for sockets, servers and timers that are closing to be gone. */
const GRACE_MS = 1000;
const POLL_MS = 10;
/** Not counted by type: timers (checked one by one), immediates, file-system requests that end by themselves, the terminal. */
const NOT_COUNTED = new Set(['Timeout', 'Immediate', 'FSReqCallback', 'FSReqPromise', 'TTYWrap']);
/** Frames kept of the stack that started a timer left running. */
const STACK_FRAMES = 12;

type TimerFunction = typeof globalThis.setTimeout | typeof globalThis.setInterval;

interface TrackedTimer {
  timer: NodeJS.Timeout;
  kind: 'setTimeout' | 'setInterval';
  ms: unknown;
  /** Captured when the timer was started; its stack is read only if the timer is left running. */
  started: Error;
}

/** Still due to fire and holding the event loop (node marks a timer `_destroyed` once it fired or was cleared). */
const holdsLoop = ({ timer }: TrackedTimer) => !(timer as NodeJS.Timeout & { _destroyed?: boolean })._destroyed && timer.hasRef();

function resourceCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const type of process.getActiveResourcesInfo()) if (!NOT_COUNTED.has(type)) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

export default class OpenHandlesEnvironment extends TestEnvironment {
  private readonly timers = new Set<TrackedTimer>();
  private atStart = new Map<string, number>();

  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const sandbox = this.global as unknown as Pick<typeof globalThis, 'setTimeout' | 'setInterval'>;
    sandbox.setTimeout = this.tracked(sandbox.setTimeout, 'setTimeout');
    sandbox.setInterval = this.tracked(sandbox.setInterval, 'setInterval');
  }

  override async setup(): Promise<void> {
    await super.setup();
    this.atStart = resourceCounts();
  }

  /** jest-circus calls this with each event; `run_finish` comes after the file's last afterAll hook. */
  async handleTestEvent(event: { name: string }, state: { unhandledErrors: unknown[] }): Promise<void> {
    if (event.name !== 'run_finish') return;
    const left = await this.leftRunning();
    if (!left.length) return;
    const error = new Error(
      `This test file left ${left.length} thing(s) running after its afterAll hooks, which would keep the jest worker from exiting. ` +
        `Close them where they are opened (a service's close()/stop(), the shop's close()):\n${left.join('\n')}`,
    );
    error.stack = `Error: ${error.message}`; // the frames that matter are the timers' own, in the message
    state.unhandledErrors.push(error);
  }

  /** What is still running once the grace period is over (nothing: at the first look, usually). */
  private async leftRunning(): Promise<string[]> {
    const deadline = Date.now() + GRACE_MS;
    for (;;) {
      const left = this.describeLeft();
      if (!left.length || Date.now() >= deadline) return left;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS)); // the host's timer: not tracked
    }
  }

  private describeLeft(): string[] {
    const left: string[] = [];
    for (const t of this.timers) {
      if (!holdsLoop(t)) continue;
      const frames = (t.started.stack ?? '')
        .split('\n')
        .slice(2)
        .filter((line) => !/node_modules\/jest-|node:internal/.test(line))
        .slice(0, STACK_FRAMES)
        .join('\n');
      left.push(`- a ${t.kind} of ${String(t.ms)} ms (not cleared, not unref'd), started\n${frames}`);
    }
    for (const [type, count] of resourceCounts()) {
      const more = count - (this.atStart.get(type) ?? 0);
      if (more > 0) left.push(`- ${more} more ${type} than when the file started${hint(type)}`);
    }
    return left;
  }

  private tracked<F extends TimerFunction>(create: F, kind: TrackedTimer['kind']): F {
    const timers = this.timers;
    function started(this: unknown, ...args: unknown[]) {
      const timer = (create as (...a: unknown[]) => NodeJS.Timeout).apply(this, args);
      if (timers.size >= 1000) for (const t of timers) if (!holdsLoop(t)) timers.delete(t); // fired or cleared
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = STACK_FRAMES + 10; // room for the test runner's own frames, filtered out when shown
      timers.add({ timer, kind, ms: args[1], started: new Error('started') });
      Error.stackTraceLimit = limit;
      return timer;
    }
    // Keeps what hangs off the function (setTimeout's util.promisify.custom).
    return Object.assign(started, create);
  }
}

function hint(type: string): string {
  if (type === 'TCPSocketWrap') return ' (a socket: a database or Redis client, an SMTP or HTTP connection)';
  if (type === 'TCPServerWrap' || type === 'PipeServerWrap') return ' (a server still listening)';
  if (type === 'ProcessWrap') return ' (a child process not waited for)';
  return '';
}
