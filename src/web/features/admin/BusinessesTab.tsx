import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { Business } from '../../../shared/schemas/business';
import { useAdminLoadFailure } from './access';
import { type BusinessFilters, useAdminBusinesses } from './api';
import { BusinessDetailsDialog } from './BusinessDetailsDialog';
import { businessFacts } from './cardFacts';
import { FilterBar } from './FilterBar';
import { RecordCard } from './RecordCard';
import { RecordGrid } from './RecordGrid';

const FILTERS = [
  { key: 'type', label: 'Business type', placeholder: 'Filter by business type' },
  { key: 'address', label: 'Address', placeholder: 'Filter by address' },
] as const;

const NO_FILTERS: BusinessFilters = { type: '', address: '', page: 1 };

/** All Businesses: every business whatever its status, filtered by business type and address. */
export function BusinessesTab() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [shown, setShown] = useState<Business | null>(null);
  const businesses = useAdminBusinesses(filters);
  useAdminLoadFailure(businesses.error, 'Failed to load businesses. Please try again.');
  const filter = (change: Partial<BusinessFilters>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <div className="space-y-4">
      {/* The tab's name as its heading, so the cards' h3s sit under an h2 as in the other tabs. */}
      <h2 className="sr-only">All Businesses</h2>
      <FilterBar
        id="admin-businesses"
        filters={FILTERS}
        values={filters}
        onChange={(key, value) => filter({ [key]: value })}
      />
      <RecordGrid
        items={businesses.data?.businesses}
        isPending={businesses.isPending}
        isError={businesses.isError}
        errorTitle="Failed to load businesses. Please try again."
        onRetry={() => businesses.refetch()}
        page={filters.page}
        pageSize={businesses.data?.pageSize ?? ADMIN_PAGE_SIZE}
        total={businesses.data?.total ?? 0}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        pagesLabel="Business pages"
        noun={['business', 'businesses']}
        filtered={Boolean(filters.type || filters.address)}
        onClearFilters={() => setFilters(NO_FILTERS)}
        itemKey={(business) => business.id}
      >
        {(business) => (
          <RecordCard
            title={business.businessName}
            status={business.verificationStatus}
            facts={businessFacts(business)}
            onView={() => setShown(business)}
          />
        )}
      </RecordGrid>
      <BusinessDetailsDialog business={shown} onClose={() => setShown(null)} />
    </div>
  );
}
