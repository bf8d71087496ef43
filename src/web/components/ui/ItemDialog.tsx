import { Fragment, type ReactNode } from 'react';
import { Dialog } from './Dialog';

/**
 * A dialog about one item (a payment, a monthly gift), open while there is one. Its content mounts per
 * item, so nothing typed for one item ever shows for the next.
 */
export function ItemDialog<T extends { id: string }>({
  item,
  onClose,
  children,
}: {
  item: T | null;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <Fragment key={item.id}>{children(item)}</Fragment>}
    </Dialog>
  );
}
