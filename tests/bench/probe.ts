/**
 * Preloaded into the benchmarked server (node --import): measures its event loop from inside, and answers
 * the bench over the IPC channel, which is how the bench reads the longest stall during the sign-ins.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

process.on('message', (message) => {
  if (message === 'reset') delay.reset();
  if (message === 'read') process.send?.({ stallMs: Math.round(delay.max / 1e6) });
});
// The bench went away without stopping us: do not linger as an orphan holding the port.
process.on('disconnect', () => process.exit(0));
