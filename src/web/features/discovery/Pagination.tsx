import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/Button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for screen readers: 'Teams pages'. */
  label: string;
  /** A list inside a longer page stays where it is; a page that is the list goes back to the top. */
  scrollToTop?: boolean;
}

/** Previous / 'Page N of M' / Next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  scrollToTop = true,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const go = (target: number) => {
    onPageChange(target);
    if (scrollToTop) window.scrollTo({ top: 0, behavior: 'auto' });
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 sm:justify-center">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <p className="px-2 text-sm text-slate-600 tabular-nums" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
