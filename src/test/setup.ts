import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The store (and with it the api's hookup) exists before any test file imports the api.
import './render';

/**
 * Setup of the component tests (the `components` project of vitest.config.ts): React DOM in
 * jsdom, Dexie on fake-indexeddb, each test's render unmounted after it.
 */
afterEach(cleanup);

installModalDialog();

// jsdom lays nothing out, so it has no scrolling: an element brought into view stays put.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

/**
 * jsdom has <dialog> and its `open` attribute but not showModal(), close() or the close request
 * that Escape makes. This is the part of the HTML standard ModalDialog relies on: showModal
 * opens the dialog and focuses its first control; close closes it and fires `close`; Escape
 * fires a cancelable `cancel` at the topmost modal dialog and closes it unless cancelled. As in
 * a browser, Escape is the user agent's, not a listener's: a handler that stops the keydown's
 * propagation does not stop it, one that prevents its default does.
 */
function installModalDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const topLayer: HTMLDialogElement[] = [];
  const controls = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected)
      throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.open = true;
    topLayer.push(this);
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(controls);
    first?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const at = topLayer.indexOf(this);
    if (at >= 0) topLayer.splice(at, 1);
    this.dispatchEvent(new Event('close'));
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      // After the event has reached every listener, as the browser's close request does.
      queueMicrotask(() => {
        // A dialog taken out of the document has left the top layer.
        const top = topLayer.filter((dialog) => dialog.isConnected).at(-1);
        if (!top || event.defaultPrevented) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    { capture: true },
  );
}
