import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './modal-dialog.css';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'narrow': a short question rather than a page of details. */
  size?: 'wide' | 'narrow';
  /** Id of the text that says what the dialog is about (aria-describedby). */
  describedBy?: string;
}

/**
 * A modal dialog (native <dialog> with showModal: the page behind is inert, so focus stays
 * inside). Escape and the close buttons call onClose; focus goes back to what opened it. Mark
 * the control to start on with data-autofocus (not autoFocus, see below).
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  footer,
  size = 'wide',
  describedBy,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control (the close button). React's autoFocus ran before,
    // while the dialog was still closed, and did nothing: a control marked data-autofocus is
    // the one the dialog opens on (the name of a walk-in, "Nei" of a question).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have been re-rendered away (e.g. the row moved); then focus is left alone.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={size === 'narrow' ? 'modal modal--narrow' : 'modal'}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React state close the dialog so the cleanup above restores focus.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  );
}
