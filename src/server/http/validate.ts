import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { AppError } from '../core/errors';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function add(fields: Record<string, string[]>, key: string, message: string): void {
  fields[key] = [...(fields[key] ?? []), message];
}

/** Issues grouped by field; the first message of the body is the summary. */
export function zodFields(error: z.ZodError): Record<string, string[]> {
  // No prototype: a body's own "__proto__" or "constructor" key is then a field like any other.
  const fields: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) add(fields, [...issue.path, name].join('.'), 'Unknown field');
      continue;
    }
    add(fields, key, issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = zodFields(error);
  const first = Object.values(fields)[0]?.[0] ?? 'Invalid input';
  return new AppError(400, 'VALIDATION_FAILED', first, fields);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a JSON body and validates it with the shared schema. Malformed JSON is a 400, not a 500. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  // Its size is bounded while it streams in (http/body-limit.ts).
  const raw = await c.req.text();
  let value: unknown;
  const nulIn: string[] = [];
  try {
    value = JSON.parse(raw, (key, item) => {
      if (key.includes('\u0000')) nulIn.push(key);
      if (typeof item !== 'string') return item;
      if (item.includes('\u0000')) nulIn.push(key || '_');
      // A lone surrogate ("\ud800") is no character: jsonb refuses it, text would store U+FFFD anyway.
      return item.replace(LONE_SURROGATE, '\ufffd');
    });
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold U+0000: refused here as the caller's mistake, not a database error.
  if (nulIn.length > 0) {
    const fields: Record<string, string[]> = Object.create(null);
    for (const key of nulIn) fields[key] = [NUL_MESSAGE];
    throw new AppError(400, 'VALIDATION_FAILED', NUL_MESSAGE, fields);
  }
  return parseWith(schema, value);
}

/**
 * The route's JSON body, read and validated by `read` (jsonBody() unless a route reads it its own way)
 * before the handler runs; the handler takes it
 * with `c.req.valid('json')`. Declaring it here also gives the body's type to the web app's typed client,
 * so a request the schema refuses is a compile error there (src/web/lib/api.ts).
 */
export function body<T extends z.ZodType>(
  schema: T,
  read: (c: Context, schema: T) => Promise<z.output<T>> = jsonBody,
) {
  return createMiddleware<
    { Variables: object },
    string,
    { in: { json: z.input<T> }; out: { json: z.output<T> } }
  >(async (c, next) => {
    c.req.addValidatedData('json', (await read(c, schema)) as object);
    await next();
  });
}

/** The route's query string, validated with the shared schema; like body(), it types the client's `query`. */
export function query<T extends z.ZodType>(schema: T) {
  return createMiddleware<
    { Variables: object },
    string,
    { in: { query: z.input<T> }; out: { query: z.output<T> } }
  >(async (c, next) => {
    c.req.addValidatedData('query', parseWith(schema, c.req.query()) as object);
    await next();
  });
}

export const NUL_MESSAGE = 'This text contains a character that is not allowed.';
