/**
 * Where focus goes after a login through the dialog. The dialog closes and gives focus back to
 * the login button that opened it, but that button has just been replaced by the avatar, so focus
 * would fall to the page's body and a keyboard visitor would start again from the top. The form
 * asks for the account corner instead; the corner takes the request when it shows the avatar.
 * A login read from storage (hydration, another tab) asks nothing: focus is not moved on load.
 */
let requested = false;

export function focusAccountCornerAfterLogin(): void {
  requested = true;
}

/** Answers whether focus was asked for, and forgets the request. */
export function takeAccountCornerFocus(): boolean {
  const wanted = requested;
  requested = false;
  return wanted;
}
