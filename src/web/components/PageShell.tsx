import type { ReactNode } from 'react';
import { VerifyEmailBanner } from '../features/auth/VerifyEmailBanner';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Top bar, a centred <main> (at most 1200 px) and the footer: the frame of every screen but the landing. */
export function PageShell({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {title && <title>{`${title} · Homefield`}</title>}
      <TopBar />
      <VerifyEmailBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
