import type { InterfaceLanguage } from '@hanyu/contracts/constants/limits';

/** BCP 47 tags for `lang` attributes and Intl. */
export const LANGUAGE_TAGS: Record<InterfaceLanguage, string> = {
  zh: 'zh-Hans',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
};
