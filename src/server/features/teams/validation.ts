import type { Context } from 'hono';
import { z } from 'zod';
import { teamPasswordIssue } from '../../../shared/schemas/team';
import { AppError } from '../../core/errors';
import { jsonBody, validationError, zodFields } from '../../http/validate';

/**
 * A team signup body. A password failure answers with its own code (PASSWORD_MISMATCH,
 * PASSWORD_TOO_SHORT, PASSWORD_TOO_WEAK) and message, so the page can title it as the spec does;
 * every other failure is the usual VALIDATION_FAILED.
 */
export async function signupBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const result = schema.safeParse(await jsonBody(c, z.unknown()));
  if (result.success) return result.data;
  const password = teamPasswordIssue(result.error);
  if (!password) throw validationError(result.error);
  throw new AppError(400, password.code, password.message, zodFields(result.error));
}
