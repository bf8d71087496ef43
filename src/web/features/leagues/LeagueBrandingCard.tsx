import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { leaguePagePath } from '../../../shared/page-paths';
import {
  DEFAULT_LEAGUE_COLOR,
  LEAGUE_LOGO_MAX_BYTES,
  LEAGUE_LOGO_TOO_LARGE,
  type LeagueUpdateInput,
  type LeagueView,
  leagueUpdateSchema,
} from '../../../shared/schemas/leagues';
import { BrandColorField, ImageFileField } from '../../components/brand/BrandFields';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { useSaveLeagueBranding } from './api';

const valuesOf = (league: LeagueView) => ({
  description: league.description ?? '',
  brandColor: league.brandColor,
});

/** The league's public page: its story, colour and logo, shown on its teams' pages too. */
export function LeagueBrandingCard({ league }: { league: LeagueView }) {
  const id = useId();
  const save = useSaveLeagueBranding();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // A new key empties the file field once its picture is saved.
  const [logoField, setLogoField] = useState(0);
  const form = useForm<LeagueUpdateInput>({
    resolver: zodResolver(leagueUpdateSchema),
    defaultValues: valuesOf(league),
  });
  useUnsaved(form.formState.isDirty || logo !== null);
  const { errors } = form.formState;
  const color = form.watch('brandColor');
  const choose = (file: File | null) => {
    setLogoError(file && file.size > LEAGUE_LOGO_MAX_BYTES ? LEAGUE_LOGO_TOO_LARGE : null);
    setLogo(file);
  };
  const submit = (input: LeagueUpdateInput) => {
    if (logoError) return;
    save.mutate(
      { input, logo },
      {
        onSuccess: (saved) => {
          toast.success('League page saved');
          setLogo(null);
          setLogoField((n) => n + 1);
          form.reset(valuesOf(saved));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code.startsWith('LOGO_')) setLogoError(error.message);
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field as keyof LeagueUpdateInput, { type: 'server', message: messages[0] });
          }
        },
      },
    );
  };
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">League page</h3>
          <p className="text-slate-600">
            Your colour and logo on a page listing your teams, and on every team's public pages.
          </p>
        </div>
        <Link to={leaguePagePath(league.slug)} className={buttonClasses('secondary', 'sm')}>
          <ExternalLink className="size-4" aria-hidden />
          View league page
        </Link>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <Field label="About the league" htmlFor={`${id}-description`} error={errors.description?.message}>
          <Textarea
            id={`${id}-description`}
            rows={4}
            invalid={Boolean(errors.description)}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            {...form.register('description')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <BrandColorField
            id={`${id}-color`}
            value={color}
            fallback={DEFAULT_LEAGUE_COLOR}
            error={errors.brandColor?.message}
            register={form.register('brandColor')}
          />
          <ImageFileField
            id={`${id}-logo`}
            label="Logo"
            error={logoError}
            resetKey={logoField}
            onChoose={choose}
            hint={
              league.logoUrl
                ? 'A new picture replaces the logo. JPEG, PNG or WebP, up to 1 MB.'
                : 'A square picture: JPEG, PNG or WebP, up to 1 MB.'
            }
          />
        </div>
        <Refusal error={save.error} />
        <Button type="submit" loading={save.isPending}>
          Save league page
        </Button>
      </form>
    </Card>
  );
}
