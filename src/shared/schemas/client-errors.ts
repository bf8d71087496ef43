import { z } from 'zod';

/** POST /api/client-errors: what the browser tells the server about a failure the user saw (issue 23). */
export const clientErrorSchema = z
  .object({
    kind: z.enum(['render', 'chunk', 'unhandled']),
    message: z.string().trim().min(1).max(500),
    /** The first lines of the stack, when there is one. */
    stack: z.string().max(4000).nullish(),
    /** The page's path (never its query: it may hold a token). */
    path: z.string().max(300),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
