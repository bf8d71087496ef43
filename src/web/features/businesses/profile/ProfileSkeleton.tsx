import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card className="space-y-5 p-5 sm:p-8">
      <div className="space-y-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full max-w-sm" />
      </div>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** The Verification Status card's shape while the business loads. */
export function StatusSkeleton() {
  return (
    <Card className="space-y-3 p-5 sm:p-6" aria-hidden>
      <div className="flex justify-between gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** The editor's sections' shape while the business loads. */
export function FormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading your business profile</span>
      <CardSkeleton rows={5} />
      <CardSkeleton rows={2} />
    </div>
  );
}
