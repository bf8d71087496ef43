import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { secondPressOfOpening, shieldAfterClose } from '../../lib/one-press';
import { UnsavedChangesProvider, useUnsavedChanges } from '../../lib/unsaved-changes';
import { Button } from './Button';

/**
 * The dialog root: `open`/`onOpenChange` or uncontrolled with a `DialogTrigger`. A form inside that holds
 * unsaved typing (useUnsaved) makes closing ask first, however it closes (Escape, the overlay, a Cancel or
 * close button); a save that closes it through its own callback does not ask.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  ...rest
}: ComponentProps<typeof RadixDialog.Root>) {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const { track, mayClose } = useUnsavedChanges();
  const shown = open ?? own;
  const wasShown = useRef(shown);
  useEffect(() => {
    // A second press of the button that closed it must not reach what the dialog covered.
    if (wasShown.current && !shown) shieldAfterClose();
    wasShown.current = shown;
  }, [shown]);
  return (
    <UnsavedChangesProvider value={track}>
      <RadixDialog.Root
        {...rest}
        open={shown}
        onOpenChange={(next) => {
          if (!next && !mayClose()) return;
          if (open === undefined) setOwn(next);
          onOpenChange?.(next);
        }}
      />
    </UnsavedChangesProvider>
  );
}
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Tailwind max-width class; 'max-w-lg' unless told. */
  size?: string;
  className?: string;
}

/** A centred, focus-trapped dialog with its title, description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  footer,
  size = 'max-w-lg',
  className,
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const [secondPress] = useState(secondPressOfOpening);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <RadixDialog.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-dialog focus:outline-none${className ? ` ${className}` : ''}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
        // Radix gives the focus back only to a DialogTrigger; most of our dialogs open from a plain button
        // (controlled `open`), so remember whatever had the focus and return it there (WCAG 2.4.3).
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        // The second press of a double press that opened the dialog lands on its overlay: not a close.
        onPointerDownOutside={(event) => {
          if (secondPress(event.detail.originalEvent)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <div className="pr-8">
          <RadixDialog.Title className="text-xl font-bold text-navy">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-slate-600">{description}</RadixDialog.Description>
          )}
        </div>
        {children && <div className="mt-4">{children}</div>}
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        <RadixDialog.Close
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-[var(--radius-control)] text-slate-500 hover:bg-slate-100 hover:text-navy"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The dialog's "Cancel": closes it, asking first if a form in it holds unsaved typing. */
export function DialogCancel({ children = 'Cancel' }: { children?: ReactNode }) {
  return (
    <DialogClose asChild>
      <Button variant="secondary">{children}</Button>
    </DialogClose>
  );
}
