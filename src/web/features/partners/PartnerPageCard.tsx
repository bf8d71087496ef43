import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  BANNER_MAX_BYTES,
  BANNER_TOO_LARGE,
  DEFAULT_BRAND_COLOR,
  type PartnerPageContent,
  type PartnerPageInput,
  type PartnerPageSettings,
  partnerPagePath,
  partnerPageSchema,
} from '../../../shared/schemas/partner-page';
import { BrandColorField, ImageFileField } from '../../components/brand/BrandFields';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { usePartnerPageSettings, useSavePartnerPage } from './api';

function PartnerPageForm({ businessId, settings }: { businessId: string; settings: PartnerPageSettings }) {
  const id = useId();
  const save = useSavePartnerPage();
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  // A new key empties the file field once its picture is saved.
  const [bannerField, setBannerField] = useState(0);
  const form = useForm<PartnerPageInput, unknown, PartnerPageContent>({
    resolver: zodResolver(partnerPageSchema),
    defaultValues: {
      headline: settings.page?.headline ?? '',
      story: settings.page?.story ?? '',
      brandColor: settings.page?.brandColor ?? DEFAULT_BRAND_COLOR,
    },
  });
  useUnsaved(form.formState.isDirty || banner !== null);
  const { errors } = form.formState;
  const color = form.watch('brandColor');

  const chooseBanner = (file: File | null) => {
    setBannerError(file && file.size > BANNER_MAX_BYTES ? BANNER_TOO_LARGE : null);
    setBanner(file);
  };
  const submit = (input: PartnerPageContent) => {
    if (bannerError) return;
    save.mutate(
      { input, banner },
      {
        onSuccess: (saved) => {
          toast.success('Partner page saved');
          setBanner(null);
          setBannerField((n) => n + 1);
          form.reset({
            headline: saved.page?.headline ?? '',
            story: saved.page?.story ?? '',
            brandColor: saved.page?.brandColor ?? DEFAULT_BRAND_COLOR,
          });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code.startsWith('BANNER_')) setBannerError(error.message);
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field as keyof PartnerPageInput, { type: 'server', message: messages[0] });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <Field label="Headline" htmlFor={`${id}-headline`} required error={errors.headline?.message}>
        <Input
          id={`${id}-headline`}
          placeholder="Pizza for every home game"
          invalid={Boolean(errors.headline)}
          aria-describedby={errors.headline ? `${id}-headline-error` : undefined}
          {...form.register('headline')}
        />
      </Field>
      <Field label="Your story" htmlFor={`${id}-story`} error={errors.story?.message}>
        <Textarea
          id={`${id}-story`}
          rows={5}
          placeholder="Why your business backs the teams of your neighbourhood."
          invalid={Boolean(errors.story)}
          aria-describedby={errors.story ? `${id}-story-error` : undefined}
          {...form.register('story')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <BrandColorField
          id={`${id}-color`}
          value={color}
          fallback={DEFAULT_BRAND_COLOR}
          error={errors.brandColor?.message}
          register={form.register('brandColor')}
        />
        <ImageFileField
          id={`${id}-banner`}
          label="Banner"
          error={bannerError}
          resetKey={bannerField}
          onChoose={chooseBanner}
          hint={
            settings.page?.hasBanner
              ? 'A new picture replaces the banner. JPEG, PNG or WebP, up to 2 MB.'
              : 'A wide picture: JPEG, PNG or WebP, up to 2 MB.'
          }
        />
      </div>
      <Refusal error={save.error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={save.isPending}>
          Save page
        </Button>
        {settings.published && (
          <Link to={partnerPagePath(businessId)} className={buttonClasses('secondary')}>
            <ExternalLink className="size-4" aria-hidden />
            View your page
          </Link>
        )}
      </div>
    </form>
  );
}

/** The Community Partner's branded page, written here and public at /partners/:businessId. */
export function PartnerPageCard({ businessId }: { businessId: string }) {
  const settings = usePartnerPageSettings();
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold">Your partner page</h3>
        {settings.data && (
          <Badge tone={settings.data.published ? 'paid' : 'neutral'}>
            {settings.data.published ? 'Published' : 'Not published'}
          </Badge>
        )}
      </div>
      <p className="mb-5 text-slate-600">
        A page of your own with your banner, your colour, your story and the teams you back.
      </p>
      {settings.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : settings.isError ? (
        <Button variant="secondary" onClick={() => settings.refetch()}>
          Try again
        </Button>
      ) : (
        <PartnerPageForm businessId={businessId} settings={settings.data} />
      )}
    </Card>
  );
}
