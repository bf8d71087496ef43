// The thread's entry (server/email-thread.ts) from source (development, tests): tsx's loader is registered
// before the thread's module loads.
// A worker's own `--import tsx` comes too late on Node 20: its entry is resolved without it.
import { register } from 'tsx/esm/api';

register();
await import('../email-thread.ts');
