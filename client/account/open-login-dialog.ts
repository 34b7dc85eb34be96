import { userStore } from './user-store';

/** The login dialog's element id, which its buttons name (commandfor): they work without script. */
export const LOGIN_DIALOG_ID = 'login-dialog';

/** Opens the login dialog from anywhere (the header, the profile prompt, other pages). */
export function openLoginDialog(): void {
  userStore.update((store) => ({ ...store, loginDialogVisible: true }));
}

export function closeLoginDialog(): void {
  userStore.update((store) => ({ ...store, loginDialogVisible: false }));
}
