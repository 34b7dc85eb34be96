import type { Messages } from '../zh';
import { jaAccount } from './account';
import { jaContent } from './content';
import { jaCore } from './core';

export const ja: Messages = { ...jaCore, account: jaAccount, content: jaContent };
