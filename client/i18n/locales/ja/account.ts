import type { AccountMessages } from '../zh/account';

export const jaAccount: AccountMessages = {};
