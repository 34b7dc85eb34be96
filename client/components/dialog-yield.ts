/** Marks a modal dialog shown non-modal for a while: its `close` events then close nothing. */
export const YIELDED_ATTRIBUTE = 'data-yielded';

/**
 * Lets a third party's popup that appends itself to <body> (GeeTest's "bind" captcha) take input
 * over the open modal dialogs: a modal dialog makes everything outside it inert and sits in the
 * top layer, above any z-index. Each is shown non-modal, in place, until the returned function
 * makes it modal again.
 */
export function yieldModalDialogs(): () => void {
  const modals = [...document.querySelectorAll<HTMLDialogElement>('dialog:modal')];
  for (const dialog of modals) {
    dialog.setAttribute(YIELDED_ATTRIBUTE, '');
    dialog.close();
    dialog.show();
  }
  return () => {
    for (const dialog of modals) {
      if (!dialog.isConnected || !dialog.open) {
        dialog.removeAttribute(YIELDED_ATTRIBUTE);
        continue;
      }
      // The `close` event of this close() comes later: the mark goes once it has.
      dialog.addEventListener('close', () => dialog.removeAttribute(YIELDED_ATTRIBUTE), {
        once: true,
      });
      dialog.close();
      dialog.showModal();
    }
  };
}
