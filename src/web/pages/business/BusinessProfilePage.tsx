import { ArrowLeft, Building2, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useMyBusiness } from '../../features/businesses/api';
import { BusinessProfileForm } from '../../features/businesses/profile/BusinessProfileForm';
import { FormSkeleton, StatusSkeleton } from '../../features/businesses/profile/ProfileSkeleton';
import { VerificationStatusCard } from '../../features/businesses/profile/VerificationStatusCard';
import { Guard } from '../../lib/guard';

const LOAD_FAILED = 'Failed to load business profile';

/** /business-profile: the signed-in user's business; without one, the signup wizard. */
export default function BusinessProfilePage() {
  return (
    <Guard>
      <PageShell title="Business Profile">
        <BusinessProfile />
      </PageShell>
    </Guard>
  );
}

function BusinessProfile() {
  const mine = useMyBusiness();
  useEffect(() => {
    if (mine.isError) toast.error('Error', { description: LOAD_FAILED });
  }, [mine.isError]);

  if (mine.isSuccess && !mine.business) return <Navigate to="/business-signup" replace />;
  return (
    <div className="mx-auto max-w-[1040px]">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">Business Profile</h1>
          <p className="mt-1 text-lg text-slate-600">
            {mine.business?.businessName ?? 'Keep your details current so teams know who you are.'}
          </p>
        </div>
        <Link to="/" className={`${buttonClasses('secondary', 'md')} self-start sm:self-auto`}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to Home
        </Link>
      </header>
      {mine.isError ? (
        <EmptyState
          icon={<Building2 aria-hidden />}
          title={LOAD_FAILED}
          description="Check your connection, then try again."
          action={
            <Button onClick={() => mine.refetch()} loading={mine.isFetching}>
              <RefreshCw className="size-4" aria-hidden />
              Try again
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,640px)_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside className="lg:sticky lg:top-24 lg:order-last">
            {mine.business ? <VerificationStatusCard business={mine.business} /> : <StatusSkeleton />}
          </aside>
          {mine.business ? <BusinessProfileForm business={mine.business} /> : <FormSkeleton />}
        </div>
      )}
    </div>
  );
}
