/** How a copy ended: on the clipboard, or left selected for the visitor to copy by hand. */
export type CopyOutcome = 'copied' | 'selected';

/** Selects a field's whole text, in a way iOS webviews honour too (`select()` alone is not). */
function selectAll(field: HTMLInputElement): void {
  field.focus({ preventScroll: true });
  field.setSelectionRange(0, field.value.length);
}

/** The legacy copy of the current selection; older in-app webviews have only this. */
function copySelection(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies a field's text: the Clipboard API where there is one and it agrees, else the legacy
 * copy of the selected field. Where both fail the text stays selected, so the visitor's long
 * press finds it ready to copy.
 */
export async function copyFromField(field: HTMLInputElement): Promise<CopyOutcome> {
  const text = field.value;
  // Selected first, while the tap's user activation is fresh: the fallbacks need it.
  selectAll(field);
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, not a secure context): the legacy copy may still work.
  }
  selectAll(field);
  return copySelection() ? 'copied' : 'selected';
}
