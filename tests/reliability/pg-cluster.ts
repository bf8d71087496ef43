import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/e2e-global-setup';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a free port), so a
 * test can stop it under load and start it again. Every call is asynchronous: the load a test drives
 * keeps running while the server goes down and comes back.
 */
export interface PgCluster {
  port: number;
  /** A postgres:// URL for `database` on this cluster (superuser postgres, trust auth). */
  url(database?: string): string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** 'immediate' is a crash (no checkpoint; recovery replays the WAL on start), 'fast' a clean stop. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes the folder. */
  destroy(): Promise<void>;
  /** The server's log so far, for a failing test's message. */
  log(): string;
  /**
   * SIGSTOPs the postmaster and every process it has forked (backends, checkpointer, walwriter...): a
   * frozen server or a hung host. Sockets stay open and nothing answers them (no RST, no FIN); the kernel
   * still completes new TCP handshakes into the listen backlog. Resolves to the pids it stopped.
   */
  freeze(): number[];
  /** SIGCONTs what freeze() stopped. */
  thaw(): void;
}

/** The pids whose parent is `pid` (from /proc; the cluster's processes may belong to another user). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** initdb and pg_ctl: on PATH (/usr/local/bin here), else the newest /usr/lib/postgresql/N/bin. */
function binary(name: 'initdb' | 'pg_ctl' | 'psql'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install the PostgreSQL server binaries`);
}

/** initdb refuses to run as root: as root, every server command runs as the postgres user. */
async function asServerUser(file: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return run(command, argv, { maxBuffer: 16 * 1024 * 1024 });
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', user]),
    run('id', ['-g', user]),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function createPgCluster(): Promise<PgCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hf-pg-'));
  if (process.getuid?.() === 0) {
    const owner = await uidOf('postgres');
    chownSync(folder, owner.uid, owner.gid);
  }
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const port = await freePort();
  await asServerUser(binary('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  // Defaults otherwise (fsync and synchronous_commit on), so "committed" means what it means in production.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (args: string[]) => asServerUser(binary('pg_ctl'), ['-D', dataDir, ...args]);
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone
      }
    }
    frozen = [];
  };

  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCtl(['-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, '-w', '-t', '60', 'stop']);
    },
    async createDatabase(name) {
      await run(binary('psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qc',
        `create database ${name}`,
      ]);
      return cluster.url(name);
    },
    async destroy() {
      thaw();
      await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    freeze() {
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first: once it is stopped it forks nothing new, so its children are a fixed list.
      process.kill(postmaster, 'SIGSTOP');
      frozen.push(postmaster);
      for (const pid of childrenOf(postmaster)) {
        try {
          process.kill(pid, 'SIGSTOP');
          frozen.push(pid);
        } catch {
          // exited meanwhile
        }
      }
      return [...frozen];
    },
    thaw,
  };
  await cluster.start();
  return cluster;
}
