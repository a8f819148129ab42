/**
 * Language codes of the translation tool (spec sections 3 and 9): Chinese, English, Japanese,
 * Korean, Russian and Thai; favourites may also hold Uyghur and Tibetan. The filter value 0 means all.
 */
export const TranslationLanguage = { Cn: 'cn', En: 'en', Ja: 'ja', Ko: 'ko', Ru: 'ru', Th: 'th' } as const;
export type TranslationLanguage = (typeof TranslationLanguage)[keyof typeof TranslationLanguage];
export const TRANSLATION_LANGUAGES = Object.values(TranslationLanguage) as TranslationLanguage[];

export const FavouriteLanguage = { ...TranslationLanguage, Uy: 'uy', Ti: 'ti' } as const;
export type FavouriteLanguage = (typeof FavouriteLanguage)[keyof typeof FavouriteLanguage];
export const FAVOURITE_LANGUAGES = Object.values(FavouriteLanguage) as FavouriteLanguage[];

/** The BCP 47 tag of each code, for `lang` on text in that language (cn is Simplified Chinese). */
export const LANGUAGE_TAG: Record<FavouriteLanguage, string> = {
  cn: 'zh-Hans',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  th: 'th',
  uy: 'ug',
  ti: 'bo',
};

/** The language filter's "all" (spec section 3: all (0)). */
export const ALL_LANGUAGES = '0';

/** Sort orders of history and favourites (spec section 3). */
export const RecordSort = { TimeAscending: 1, TimeDescending: 2 } as const;
export type RecordSort = (typeof RecordSort)[keyof typeof RecordSort];
