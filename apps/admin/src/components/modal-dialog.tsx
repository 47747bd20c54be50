import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: string;
  description?: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  closeLabel: string;
  size?: 'md' | 'lg' | 'xl';
}

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/**
 * A modal on the native <dialog>: showModal() gives the top layer, an inert page behind, focus
 * moved inside and Escape to close, with no script injecting styles (the admin CSP refuses
 * inline <style>, which the usual scroll-lock helpers of dialog libraries insert).
 */
export function ModalDialog({
  title,
  description,
  isOpen,
  onClose,
  children,
  closeLabel,
  size = 'md',
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Focus goes back to the control that opened the dialog: the dialog leaves the page when it
  // closes, before the browser could return focus itself.
  useEffect(() => {
    if (!isOpen) {
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) {
        opener.focus();
      }
    };
  }, [isOpen]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (isOpen && !dialog.open) {
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  if (!isOpen) {
    return null;
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent owns the open state, so it decides.
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[90dvh] w-[calc(100%-2rem)] ${widths[size]} overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-slate-950/80`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-800 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-white">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-400">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
