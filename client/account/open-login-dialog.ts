import { userStore } from './user-store';

/** Opens the login dialog from anywhere (the header, the profile prompt, other pages). */
export function openLoginDialog(): void {
  userStore.update((store) => ({ ...store, loginDialogVisible: true }));
}

export function closeLoginDialog(): void {
  userStore.update((store) => ({ ...store, loginDialogVisible: false }));
}
