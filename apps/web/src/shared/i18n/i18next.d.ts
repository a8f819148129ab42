import 'i18next';
import type zh from '../../locales/zh.json';

// Keys are typed from the zh source file: a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh };
  }
}
