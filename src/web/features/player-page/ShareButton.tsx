import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { copyLink } from '../player-links/copy';

interface ShareButtonProps {
  /** The page's path: the link shared is this site's address for it. */
  path: string;
  title: string;
  text: string;
  className?: string;
}

/**
 * Shares the page with the device's own share sheet (the Web Share API, mostly phones); elsewhere it
 * copies the link. Closing the share sheet is not an error.
 */
export function ShareButton({ path, title, text, className }: ShareButtonProps) {
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    const data = { url, title, text };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink(url);
  };
  return (
    <Button variant="secondary" onClick={share} className={className}>
      <Share2 className="size-5" aria-hidden />
      Share this page
    </Button>
  );
}
