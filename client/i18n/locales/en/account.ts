import type { AccountMessages } from '../zh/account';

export const enAccount: AccountMessages = {};
