import { type ChildProcess, spawn } from 'node:child_process';
import { buildServer, freePort, SERVER_BUNDLE, stop, waitForHealth } from '../support/e2e-global-setup';

export const RELIABILITY_ADMIN = {
  email: 'admin@reliability.homefield.local',
  password: 'Rel!ability#Chief42',
};

/** The real server (the entry point npm start runs) as a child process the test may stop or kill. */
export interface AppProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr (JSON log lines), for assertions and failure messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (SIGKILL after 15 s); resolves to the exit code. */
  stop(): Promise<number | null>;
}

export interface AppOptions {
  databaseUrl: string;
  /** Reuse a port (a restart answers where the old process did). */
  port?: number;
  env?: Record<string, string>;
}

/** The server is built once per run of this process, from the source as it is. */
let builtOnce: Promise<void> | null = null;

export async function startApp(options: AppOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  builtOnce ??= Promise.resolve().then(buildServer);
  await builtOnce;
  // node running the bundle `npm start` runs, not npx: a signal reaches the app itself, not a wrapper.
  // The heap limit `npm start` sets: without it V8 lets garbage pile up, and the soak's memory reading
  // swings with the moment of the last collection (30% growth in one 60 s run, 4% in the next).
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      AUTH_IP_LIMIT: '100000',
      SIGNUP_IP_LIMIT: '100000',
      ADMIN_EMAIL: RELIABILITY_ADMIN.email,
      ADMIN_PASSWORD: RELIABILITY_ADMIN.password,
      STATIC_DIR: '.tmp/reliability-no-web',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    port,
    child,
    output: () => output,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () => stop(child),
  };
}
