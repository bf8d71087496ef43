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
    <nav aria-label={label} className="flex items-center justify-between gap-2 sm:justify-center sm:gap-3">
      {/* In a narrow frame (a card on a phone) the arrows give their room to the words. */}
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft className="hidden size-4 sm:block" aria-hidden />
        Previous
      </Button>
      <p className="px-1 text-sm whitespace-nowrap text-slate-600 tabular-nums sm:px-2" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
        <ChevronRight className="hidden size-4 sm:block" aria-hidden />
      </Button>
    </nav>
  );
}
