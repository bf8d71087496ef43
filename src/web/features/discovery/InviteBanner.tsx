import type { ReactNode } from 'react';

interface InviteBannerProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The buttons (links) that act on the invitation. */
  actions: ReactNode;
}

/** The navy invitation above a listing: sign in, or create the profile the visitor is missing. */
export function InviteBanner({ icon, title, children, actions }: InviteBannerProps) {
  return (
    <section
      aria-label={title}
      className="rounded-[var(--radius-card)] bg-navy p-5 text-white shadow-card sm:p-6 md:flex md:items-center md:gap-6"
    >
      <div className="flex items-start gap-4 md:flex-1">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold sm:size-12 [&_svg]:size-5 sm:[&_svg]:size-6">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold text-white">{title}</h2>
          <p className="mt-1 text-slate-200">{children}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 md:mt-0 md:shrink-0 md:flex-nowrap [&>*]:flex-1 md:[&>*]:flex-none">
        {actions}
      </div>
    </section>
  );
}
