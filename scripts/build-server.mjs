// The server for production: one ES module bundle of src/server (its packages stay imports from
// node_modules), with its migrations beside it, so `npm start` runs plain node and tsx stays a development
// tool. db/client.ts finds the migrations next to the module that holds it, here and under tsx alike.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The outbox's thread (email/threaded.ts) loads email-thread.js from beside main.js.
  entryPoints: { main: 'src/server/main.ts', 'email-thread': 'src/server/email-thread.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
