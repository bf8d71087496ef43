import { ExternalLink, HeartHandshake } from 'lucide-react';
import { useParams } from 'react-router';
import type { PartnerPage as Page } from '../../../shared/schemas/partner-page';
import { BrandedTeams } from '../../components/BrandedTeams';
import { PublishedPage } from '../../components/PublishedPage';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePartnerPage } from '../../features/partners/api';

/** The banner: the business's picture, or a band of its colour with its name. */
function Banner({ page }: { page: Page }) {
  return (
    <div
      className="aspect-[3/1] w-full overflow-hidden rounded-[var(--radius-card)] sm:aspect-[4/1]"
      style={{ backgroundColor: page.brandColor }}
    >
      {page.bannerUrl && (
        <img src={page.bannerUrl} alt={`${page.businessName} banner`} className="size-full object-cover" />
      )}
    </div>
  );
}

function PartnerContent({ page }: { page: Page }) {
  return (
    <div className="space-y-6">
      <Banner page={page} />
      <header
        className="flex flex-col gap-4 border-l-4 pl-4 sm:flex-row sm:items-end sm:justify-between"
        style={{ borderColor: page.brandColor }}
      >
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-field uppercase">Community Partner</p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{page.businessName}</h1>
          <p className="mt-1 text-lg break-words text-slate-700">{page.headline}</p>
        </div>
        {page.websiteUrl && (
          <a
            href={page.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClasses('secondary', 'md')} shrink-0`}
          >
            <ExternalLink className="size-4" aria-hidden />
            Visit website
          </a>
        )}
      </header>
      {page.story && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold">Our story</h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">{page.story}</p>
        </Card>
      )}
      <BrandedTeams
        id="partner-teams"
        title="Teams we back"
        teams={page.teams}
        color={page.brandColor}
        empty="No teams this season yet."
      />
    </div>
  );
}

/** /partners/:businessId: a Community Partner's branded page, public while its plan is in force. */
export default function PartnerPage() {
  const { businessId = '' } = useParams();
  return (
    <PublishedPage
      query={usePartnerPage(businessId)}
      kind="Community Partner"
      titleOf={(page) => page.businessName}
      loading={
        <>
          <Skeleton className="aspect-[3/1] w-full rounded-[var(--radius-card)] sm:aspect-[4/1]" />
          <Skeleton className="h-16 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </>
      }
      missing={{
        icon: <HeartHandshake aria-hidden />,
        title: 'This partner page is not published',
        description: 'The business may have changed its plan, or the link may be mistyped.',
        to: '/business-discovery',
        action: 'Browse businesses',
      }}
    >
      {(page) => <PartnerContent page={page} />}
    </PublishedPage>
  );
}
