import { useEffect } from 'react';
import { toast } from 'sonner';

/** The spec's error toast, once each time a load fails (the screen also shows the failure in place). */
export function useErrorToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast.error(title);
  }, [failed, title]);
}
