import type { Business } from '../../../shared/schemas/business';
import type { businesses } from '../../db/schema';

type BusinessRow = typeof businesses.$inferSelect;

/** A business row as its owner receives it: timestamps as ISO strings, everything else as stored. */
export function toBusiness({ closedAt: _closed, ...row }: BusinessRow): Business {
  // closedAt is for the admin's queue alone: nobody opens a closed business's profile (decision 0044).
  return {
    ...row,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
