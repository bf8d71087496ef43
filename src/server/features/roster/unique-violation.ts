/** True when `error` is PostgreSQL's unique violation of `constraint` (Drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => {
    const pgError = candidate as { code?: string; constraint?: string } | null | undefined;
    return pgError?.code === '23505' && pgError.constraint === constraint;
  });
}
