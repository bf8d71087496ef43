import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

const MAX_BODY_BYTES = 256 * 1024;

function add(fields: Record<string, string[]>, key: string, message: string): void {
  fields[key] = [...(fields[key] ?? []), message];
}

/** Issues grouped by field; the first message of the body is the summary. */
export function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
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
  const raw = await c.req.text();
  if (raw.length > MAX_BODY_BYTES)
    throw new AppError(413, 'BODY_TOO_LARGE', 'The request body is too large.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  return parseWith(schema, value);
}
