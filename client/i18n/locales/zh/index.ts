import { zhAccount } from './account';
import { zhContent } from './content';
import { zhCore } from './core';

/** All Chinese strings. Chinese is the source: every other language has exactly these keys. */
export const zh = { ...zhCore, account: zhAccount, content: zhContent };

export type Messages = typeof zh;
