import { toast } from 'sonner';

/**
 * Copies a link and says so; where the clipboard is unavailable (plain http, old browsers) the toast shows
 * the link to copy by hand. Resolves true when it was copied.
 */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied', { description: url });
    return true;
  } catch {
    toast.error('Could not copy the link', { description: url });
    return false;
  }
}
