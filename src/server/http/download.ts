import type { Context } from 'hono';

/** Headers of a private file download: saved under `filename`, never kept by a shared cache. */
export function download(c: Context, filename: string, contentType: string): void {
  c.header('content-type', contentType);
  c.header('content-disposition', `attachment; filename="${filename}"`);
  c.header('cache-control', 'private, no-store');
}
