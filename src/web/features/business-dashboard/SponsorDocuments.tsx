import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { contractPeriod } from '../../../shared/schemas/payments';
import type { SponsorDocument, SponsorDocumentsPage } from '../../../shared/schemas/sponsor-documents';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, read } from '../../lib/api';

function useSponsorDocuments() {
  return useInfiniteQuery({
    queryKey: ['business', 'documents'],
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<SponsorDocumentsPage> =>
      read(api.business.documents.$get({ query: { page: String(pageParam) } })),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

function DocumentRow({ document: doc }: { document: SponsorDocument }) {
  const refundedInFull = doc.refundedCents >= doc.amount;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:px-5 lg:flex-row lg:items-center lg:gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-navy">
          {doc.teamName} · {doc.tierName ?? 'Custom'} sponsorship
        </p>
        <p className="text-sm text-slate-600">
          Paid {formatDate(doc.paidAt)} · {contractPeriod(doc.contractStartDate, doc.contractEndDate)} ·{' '}
          <span className="font-mono">{doc.reference}</span>
        </p>
      </div>
      <div className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-3">
        <span className="flex items-center gap-2">
          {doc.refundedCents > 0 && (
            <Badge tone="neutral">
              {refundedInFull ? 'Refunded' : `${formatCentsExact(doc.refundedCents)} refunded`}
            </Badge>
          )}
          <span className="font-semibold text-navy tabular-nums">{formatCentsExact(doc.amount)}</span>
        </span>
        {/* Ghost buttons carry their own padding: pulled left, their text lines up with the row's. */}
        <div className="-ml-3 flex flex-wrap lg:ml-0">
          <DownloadLink
            href={`/api/sponsorships/${doc.id}/agreement.pdf`}
            label={`Agreement ${doc.reference} (PDF)`}
          >
            Agreement
          </DownloadLink>
          <DownloadLink
            href={`/api/sponsorships/${doc.id}/receipt.pdf`}
            label={`Receipt ${doc.reference} (PDF)`}
          >
            Receipt
          </DownloadLink>
          {doc.reportReady && (
            <DownloadLink
              href={`/api/sponsorships/${doc.id}/report.pdf`}
              label={`Sponsor report ${doc.reference} (PDF)`}
            >
              Report
            </DownloadLink>
          )}
        </div>
      </div>
    </li>
  );
}

/** Every agreement, receipt (the paid invoice) and sponsor report of the business, in one place. */
export function SponsorDocuments() {
  const documents = useSponsorDocuments();
  if (documents.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">Loading your documents</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <EmptyState
        title="Your documents could not be loaded"
        description="Please check your connection."
        action={<Button onClick={() => documents.refetch()}>Try again</Button>}
      />
    );
  }
  const rows = documents.data.pages.flatMap((page) => page.documents);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<FolderOpen aria-hidden />}
        title="No documents yet"
        description="Each sponsorship you pay for adds its agreement and receipt here, and its sponsor report once the season starts."
      />
    );
  }
  return (
    <div className="space-y-3">
      <Card>
        <ul className="divide-y divide-slate-200">
          {rows.map((doc) => (
            <DocumentRow key={doc.id} document={doc} />
          ))}
        </ul>
      </Card>
      {documents.hasNextPage && (
        <Button
          variant="secondary"
          loading={documents.isFetchingNextPage}
          onClick={() => documents.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
