import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  type AccessRow,
  type Actor,
  accessWorld,
  type Call,
  COLUMNS,
  freshClient,
  type World,
  worldClient,
} from '../../../tests/support/access-table';
import { startTestApp, type TestApp, type TestClient } from '../../../tests/support/app';
import { rawRequest } from '../../../tests/support/features/fulfilment';
import {
  bodyCases,
  hostileSegment,
  leafKillers,
  queryCases,
  uploadCases,
} from '../../../tests/support/hostile-values';
import { writeRecorder } from '../../../tests/support/write-recorder';

/**
 * Hostile input (issue 9): every route of the access table, called by its owner with bodies, path
 * parameters and query strings derived from its valid request and pushed outside it. Never a 5xx; every
 * 4xx has the { error: { code, message } } shape and leaves every table as it was.
 * Fixed seed and run count, so a failure replays and the file stays under a minute on PGlite.
 */

const SEED = 20_261_123;
/** Random requests per route on top of the fixed killers; HOSTILE_RUNS=200 for a deeper run. */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 6);

let t: TestApp;
let w: World;
let written: () => Promise<string[]>;
const tally = { properties: 0, requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  w = await accessWorld(t);
  written = await writeRecorder(t.db);
});

afterAll(() => {
  const statuses = Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b));
  console.info(
    `hostile input: ${tally.properties} properties, ${tally.requests} requests, statuses ${JSON.stringify(statuses)}`,
  );
});

interface HostileRequest {
  segments: (string | null)[];
  query: [string, string][];
  body: { bytes: Uint8Array | string; type: string; what: string } | null;
}

/** The caller who owns the row's resource (so requests get past the 404 of a stranger) and a valid call. */
async function target(row: AccessRow): Promise<{ client: TestClient; call: Call }> {
  const actor: Actor = COLUMNS[row.owner].owner[0] ?? 'admin';
  const client = row.fresh ? await freshClient(t, actor) : worldClient(t, w, actor);
  return { client, call: await row.call({ t, w, actor }) };
}

function requests(row: AccessRow, call: Call): fc.Arbitrary<HostileRequest> {
  const method = row.route.split(' ')[0]!;
  const params = row.route
    .split(' ')[1]!
    .split('/')
    .map((part, i) => (part.startsWith(':') ? i : -1))
    .filter((i) => i >= 0);
  const sampleQuery = new URL(call.path, 'http://x').searchParams;
  const valid = { segments: [], query: [], body: null } satisfies HostileRequest;
  const hostilePath = fc
    .array(fc.option(hostileSegment, { nil: null }), { minLength: params.length, maxLength: params.length })
    .filter((segments) => segments.some((s) => s !== null))
    .map((segments): HostileRequest => {
      const all: (string | null)[] = [];
      params.forEach((at, i) => {
        all[at] = segments[i]!;
      });
      return { ...valid, segments: all };
    });
  const hostileQuery = queryCases([...sampleQuery.keys()]).map((query) => ({ ...valid, query }));
  const hostileBody = call.raw
    ? uploadCases.map(({ bytes, type, what }) => ({ ...valid, body: { bytes, type, what } }))
    : bodyCases(call.body ?? {}).map(({ text, contentType, what }) => ({
        ...valid,
        body: { bytes: text, type: contentType, what },
      }));
  const options: fc.Arbitrary<HostileRequest>[] = [];
  if (params.length > 0) options.push(hostilePath);
  if (method === 'GET') options.push(hostileQuery);
  else options.push(hostileBody);
  return fc.oneof(...options);
}

/** Fixed requests every run sends first: each killer value in each field, %00 and a huge id per parameter. */
function killers(row: AccessRow, call: Call): HostileRequest[] {
  const method = row.route.split(' ')[0]!;
  const parts = row.route.split(' ')[1]!.split('/');
  const valid = { segments: [], query: [], body: null };
  const paths = parts.flatMap((part, i) =>
    part.startsWith(':')
      ? ['%00', 'x'.repeat(5000), '..%2F..'].map((segment) => {
          const segments: (string | null)[] = [];
          segments[i] = segment;
          return { ...valid, segments };
        })
      : [],
  );
  if (method === 'GET') {
    const keys = [...new URL(call.path, 'http://x').searchParams.keys()];
    const queries = keys.flatMap((key) =>
      ['99999', 'x'.repeat(5000)].map((value) => ({ ...valid, query: [[key, value]] as [string, string][] })),
    );
    return [...paths, ...queries];
  }
  if (call.raw) return paths;
  const bodies = leafKillers(call.body ?? {}).map(({ text, contentType, what }) => ({
    ...valid,
    body: { bytes: text, type: contentType, what },
  }));
  return [...paths, ...bodies];
}

function urlOf(call: Call, request: HostileRequest): string {
  const url = new URL(call.path, 'http://homefield.test');
  const parts = url.pathname.split('/');
  request.segments.forEach((segment, i) => {
    if (segment !== null && segment !== undefined) parts[i] = segment;
  });
  const query = new URLSearchParams(url.search);
  for (const [key, value] of request.query) query.append(key, value);
  const search = query.toString();
  return `http://homefield.test${parts.join('/')}${search ? `?${search}` : ''}`;
}

async function send(row: AccessRow, client: TestClient, call: Call, request: HostileRequest) {
  const method = row.route.split(' ')[0]!;
  const url = urlOf(call, request);
  if (method === 'GET') return rawRequest(t, client, url, { method, headers: call.headers });
  const body = request.body ??
    (call.raw ? { bytes: call.raw.bytes, type: call.raw.type } : null) ?? {
      bytes: call.body === undefined ? '' : JSON.stringify(call.body),
      type: 'application/json',
    };
  return rawRequest(t, client, url, {
    method,
    body: typeof body.bytes === 'string' ? body.bytes : new Uint8Array(body.bytes),
    headers: { ...call.headers, 'content-type': body.type },
  });
}

function describeRequest(call: Call, request: HostileRequest): string {
  const url = urlOf(call, request);
  const what = request.body ? ` body: ${request.body.what}` : '';
  return `${url.length > 200 ? `${url.slice(0, 200)}…` : url}${what}`;
}

describe.each(ACCESS_TABLE)('$route', (row) => {
  it('never answers 5xx; a refusal has the error shape and writes no row', { timeout: 60_000 }, async () => {
    const { client, call } = await target(row);
    await written();
    tally.properties += 1;
    const fixed = killers(row, call);
    await fc.assert(
      fc.asyncProperty(requests(row, call), async (request) => {
        const res = await send(row, client, call, request);
        tally.requests += 1;
        tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
        const tables = await written();
        const where = `${row.route} ${describeRequest(call, request)} -> ${res.status} ${res.buffer.toString('utf8').slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body?.error, where).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
          expect(tables, `${where}: rows written by a refused request`).toEqual([]);
        }
      }),
      {
        seed: SEED,
        numRuns: RUNS_PER_ROUTE + fixed.length,
        examples: fixed.map((request) => [request] as [HostileRequest]),
        endOnFailure: true,
      },
    );
  });
});
