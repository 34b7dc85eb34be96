import type { Messages } from './locales/zh';

// Chinese is the source language, so its messages define the key set every `t()` call is checked
// against; en and ja are typed to have exactly these keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
