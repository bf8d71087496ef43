/**
 * Preloaded into the benchmarked server (node --import): measures its event loop and its garbage
 * collections from inside, and answers the bench over the IPC channel, which is how the bench reads the
 * longest stall (and the longest collection) during the sign-ins. Plain JavaScript, so that the server
 * needs no TypeScript loader: tsx's added about 130 MB to the server's resident memory (327 MB idle
 * against 194, peak 400 against 306 MB after the routes).
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

// The longest garbage collection since the reset: a stall longer than it was not the collector.
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    longestGcMs = 0;
  }
  if (message === 'read')
    process.send?.({ stallMs: Math.round(delay.max / 1e6), gcMs: Math.round(longestGcMs) });
});
// The bench went away without stopping us: do not linger as an orphan holding the port.
process.on('disconnect', () => process.exit(0));
