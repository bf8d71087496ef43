import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';

/** The frame of the signed-out account screens: the /auth look, one card on navy, a page title. */
export function AuthScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen flex-col bg-gradient-to-b from-navy to-navy-700 px-4 py-10">
      <title>{`${title} · Homefield`}</title>
      <Link to="/" className="mx-auto mb-8 text-2xl font-bold tracking-tight text-white">
        Home<span className="text-gold">field</span>
      </Link>
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-2 text-center text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-200">
        Remembered it?{' '}
        <Link to="/auth" className="font-semibold text-gold underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </main>
  );
}
