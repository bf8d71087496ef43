import { describe, expect, it } from 'vitest';
import { countInFlight } from './in-flight';

/** A handler the test finishes when it wants: resolve with an answer, or fail. */
function pending() {
  let finish!: (ok: boolean) => void;
  const answer = new Promise<Response>((resolve, reject) => {
    finish = (ok) => (ok ? resolve(new Response('ok')) : reject(new Error('handler failed')));
  });
  return { answer, finish };
}

describe('countInFlight', () => {
  it('counts the handlers running, and settles when the last one ends, answered or failed', async () => {
    const first = pending();
    const second = pending();
    const handlers = [first, second];
    const tracked = countInFlight((n: number) => handlers[n]!.answer);
    const answers = [tracked.fetch(0), tracked.fetch(1).catch((error: Error) => error.message)];
    expect(tracked.running()).toBe(2);
    let settled: number | undefined;
    const settling = tracked.settled(5_000).then((left) => {
      settled = left;
    });
    first.finish(true);
    await answers[0];
    expect(tracked.running()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeUndefined();
    second.finish(false);
    expect(await answers[1]).toBe('handler failed');
    await settling;
    expect(settled).toBe(0);
    expect(tracked.running()).toBe(0);
  });

  it('gives up after its time with how many still run', async () => {
    const stuck = pending();
    const tracked = countInFlight(() => stuck.answer);
    void tracked.fetch();
    expect(await tracked.settled(20)).toBe(1);
    stuck.finish(true);
  });

  it('is settled at once when nothing runs', async () => {
    expect(await countInFlight(() => new Response('ok')).settled(60_000)).toBe(0);
  });
});
