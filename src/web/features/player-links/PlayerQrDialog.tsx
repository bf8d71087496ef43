import { Copy, Download, EyeOff, Printer, QrCode } from 'lucide-react';
import { useState } from 'react';
import { playerPath } from '../../../shared/slug';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { copyLink } from './copy';

export interface PlayerQrDialogProps {
  teamId: string;
  /** The roster's player (shared/schemas/roster.ts Player fits). */
  player: { id: string; playerName: string; urlSlug: string; pageHidden?: boolean };
}

/**
 * The team's QR code and flyer for one player: a 'QR code' button that opens a dialog with the code
 * (the owner-only PNG endpoint), 'Download PNG', 'Print flyer (PDF)' and 'Copy link'.
 */
export function PlayerQrDialog({ teamId, player }: PlayerQrDialogProps) {
  const [open, setOpen] = useState(false);
  const base = `/api/teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(player.id)}`;
  const url = `${window.location.origin}${playerPath(player.urlSlug)}`;
  const label = `QR code and flyer for ${player.playerName}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={label} title={label}>
          <QrCode className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">QR code</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${player.playerName}'s QR code`}
        description="Print it or share it: it opens the player's page, where family and friends can give."
        size="max-w-md"
      >
        {player.pageHidden && (
          <p className="mb-4 flex items-start gap-2 rounded-[var(--radius-card)] bg-amber-bg p-3 text-sm text-slate-800">
            <EyeOff className="mt-0.5 size-4 shrink-0 text-amber" aria-hidden />
            This page is hidden: the code opens a "not found" page until you show it again.
          </p>
        )}
        {open && (
          <img
            src={`${base}/qr.png`}
            alt={`QR code of ${player.playerName}'s page`}
            width={256}
            height={256}
            className="mx-auto size-64 rounded-[var(--radius-card)] ring-1 ring-slate-200"
          />
        )}
        <p className="mt-3 text-center text-sm font-medium break-all text-slate-700">{url}</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <a href={`${base}/qr.png`} download className={buttonClasses('primary')}>
            <Download className="size-5" aria-hidden />
            Download PNG
          </a>
          <a
            href={`${base}/flyer.pdf`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <Printer className="size-5" aria-hidden />
            Print flyer (PDF)
          </a>
          <Button variant="ghost" className="sm:col-span-2" onClick={() => copyLink(url)}>
            <Copy className="size-5" aria-hidden />
            Copy link
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
