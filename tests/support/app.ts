import pino from 'pino';
import { type App, createApp } from '../../src/server/app';
import { attachmentDrawings } from '../../src/server/attachment-drawings';
import { loadConfig } from '../../src/server/config';
import type { Deps } from '../../src/server/core/deps';
import type { Database } from '../../src/server/db/client';
import { createPageViewCounter } from '../../src/server/features/impact/page-views';
import { createMetrics } from '../../src/server/metrics/metrics';
import { paymentPurposes } from '../../src/server/payment-purposes';
import { afterThisFile } from './after-file';
import { freshDatabase } from './db';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
/** What the factories need: a database and a way to make clients (an in-process app or a real server). */
export type TestWorld = Pick<TestApp, 'db' | 'client'>;

/**
 * The real app on this file's own database, reached through real Request/Response objects.
 * Closed after the file's tests.
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_IP_LIMIT: '1000',
    SIGNUP_IP_LIMIT: '1000',
    APP_URL: 'http://homefield.test',
    ...env,
  });
  const database: Database = await freshDatabase();
  const logger = pino({ level: config.LOG_LEVEL });
  // The snapshot it opens is migrated: serving from the start, as main.ts is once its migrations ran.
  const deps: Deps = { config, database, logger, paymentPurposes, attachmentDrawings, phase: 'serving' };
  deps.metrics = createMetrics(deps);
  deps.pageViews = createPageViewCounter(database.db);
  const app = createApp(deps);
  afterThisFile(() => database.close());
  return { app, deps, db: database.db, ...clientsOf(app) };
}

/** Callers of `app`, in-process; their connection comes from this machine's loopback unless said otherwise. */
export function clientsOf(app: App) {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const clientFrom = (address: string) =>
    new TestClient((path, init) => app.request(path, init, from(address)));
  /** A raw Response from this machine, for bodies that are not JSON (downloads). */
  const fetchRaw = (path: string, init?: RequestInit) =>
    app.request(`http://homefield.test${path}`, init, from('127.0.0.1'));
  return { client: () => clientFrom('127.0.0.1'), clientFrom, fetchRaw };
}

type Requester = (path: string, init?: RequestInit) => Response | Promise<Response>;

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like caller: keeps its cookies, sends JSON. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(private readonly requester: Requester) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    // A cookie the call brings (a donor's giving session) goes along with the client's own.
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`);
    if (jar.length > 0) h.cookie = [h.cookie, ...jar].filter(Boolean).join('; ');
    const response = await this.requester(`http://homefield.test${path}`, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as T,
    } satisfies TestResponse<T>;
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body ?? {}, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}
