/**
 * Counts the answers the app is still working out. A client that hangs up closes its connection but not
 * its handler, which goes on writing to the database: shutdown waits for these, not only for the
 * connections, before it closes the database (tests/reliability/graceful-restart.test.ts).
 */
export function countInFlight<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  let running = 0;
  const whenIdle: (() => void)[] = [];
  return {
    fetch: async (...args: A): Promise<Response> => {
      running++;
      try {
        return await fetch(...args);
      } finally {
        running--;
        if (running === 0) for (const resolve of whenIdle.splice(0)) resolve();
      }
    },
    running: () => running,
    /** Resolves with 0 once nothing runs, or after `ms` with how many still do. */
    settled(ms: number): Promise<number> {
      if (running === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(running), ms);
        whenIdle.push(() => {
          clearTimeout(timer);
          resolve(0);
        });
      });
    },
  };
}
