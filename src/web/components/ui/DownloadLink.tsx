import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './Button';

/** A file the API serves (a PDF), as a small ghost button; `label` names it for screen readers. */
export function DownloadLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClasses('ghost', 'sm')} aria-label={label} download>
      <FileText className="size-4" aria-hidden />
      {children}
    </a>
  );
}
