import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/Button';

/** Copies `url`; where the clipboard is unavailable (plain http), the toast shows the link to copy by hand. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the link', { description: url });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={label} title={label}>
      {copied ? <Check className="size-4 text-field" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span className="sr-only sm:not-sr-only">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
