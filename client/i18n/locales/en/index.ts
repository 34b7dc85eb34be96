import type { Messages } from '../zh';
import { enAccount } from './account';
import { enContent } from './content';
import { enCore } from './core';

export const en: Messages = { ...enCore, account: enAccount, content: enContent };
