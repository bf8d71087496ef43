import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <PageShell title="Page not found">
      <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-20">
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-bg text-amber">
          <MapPinOff className="size-8" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">404</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 text-lg text-slate-600">
          This page is out of bounds. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Return Home
        </Link>
      </div>
    </PageShell>
  );
}
