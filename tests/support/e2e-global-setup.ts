import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { maintenanceUrl } from './db-global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN = { email: 'admin@e2e.homefield.local', password: 'E2e!Chief#Pass42' };

/** The server's production bundle (scripts/build-server.mjs), which `npm start` runs. */
export const SERVER_BUNDLE = 'dist/server/main.js';

/** Builds the server's bundle from the source as it is now: about a second, so every run tests the code. */
export function buildServer(): void {
  const build = spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}

/** Starts the real server (the same bundle as npm start) on a free port and an empty data folder. */
export default async function setup(project: TestProject) {
  // Helpers and CI may build elsewhere and point STATIC_DIR at it; the server serves the same folder.
  if (!existsSync(path.join(process.env.STATIC_DIR ?? 'dist/web', 'index.html'))) {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // The server as `npm start` runs it, built from the source as it is now (about a second).
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hf-e2e-'));
  const database = await serverDatabase();
  const port = await freePort();
  // One node process, so SIGTERM reaches the app itself (npx would relay it and report its own death).
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in emails start here (never with the request's Host), so the browser can follow them.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      AUTH_IP_LIMIT: '1000',
      SIGNUP_IP_LIMIT: '1000',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);

  return async () => {
    const exitCode = await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    if (exitCode !== 0) throw new Error(`the server did not stop cleanly on SIGTERM (exit ${exitCode})`);
  };
}

/**
 * With TEST_DATABASE_URL (CI), the server runs on a PostgreSQL database of its own on that server: the
 * embedded PGlite answers every query on the server's one thread, which the browsers of two test files at
 * once kept busy. Without it, on PGlite in DATA_DIR, as `npm start` runs.
 */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const template = process.env.TEST_DATABASE_URL;
  if (!template) return null;
  const name = `hf_e2e_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenanceUrl(template) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(template);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once /api/health answers 200; fails if the process exits first or 90 s pass. */
export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 90 s');
}

/** SIGTERM, SIGKILL after 15 s; resolves to the exit code (null when killed by a signal). */
export function stop(server: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve(server.exitCode);
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    server.kill('SIGTERM');
  });
}
