import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** The spec's destructive notice (titled 'Error') once per failed load, then `after` (a redirect, say). */
export function useFailureToast(failed: boolean, message: string, after?: () => void) {
  // A new `after` each render must not notify twice.
  const then = useRef(after);
  then.current = after;
  useEffect(() => {
    if (!failed) return;
    toast.error('Error', { description: message });
    then.current?.();
  }, [failed, message]);
}
