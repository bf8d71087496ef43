import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

interface AdminLoadFailedProps {
  /** The page's own header, which stays so the admin knows where they are. */
  header: ReactNode;
  title: string;
  message: string;
  onRetry: () => void;
}

/** An admin page whose data did not load: its header, what failed and why, and Try again. */
export function AdminLoadFailed({ header, title, message, onRetry }: AdminLoadFailedProps) {
  return (
    <div className="space-y-8">
      {header}
      <EmptyState title={title} description={message} action={<Button onClick={onRetry}>Try again</Button>} />
    </div>
  );
}
