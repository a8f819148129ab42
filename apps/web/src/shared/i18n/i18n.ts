import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  INTERFACE_LANGUAGES,
  StoredKey,
  type InterfaceLanguage,
} from '@hanyu/contracts/constants/limits';
import * as zhCore from './zh-core.ts';

/** A locale file: strings in nested groups. */
type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * Locale files other than the zh source load on demand. Their keys are zh's except for plural forms
 * (`_one`, `_few`, … as each language needs them), which locales.test.ts checks.
 */
const loaders: Record<Exclude<InterfaceLanguage, 'zh'>, () => Promise<{ default: LocaleTree }>> = {
  en: () => import('../../locales/en.json'),
  ja: () => import('../../locales/ja.json'),
  ko: () => import('../../locales/ko.json'),
  ru: () => import('../../locales/ru.json'),
};

/** Numeric language ids some services use: Japanese is lang 2, Korean lang 3 (spec section 1). */
export const LANGUAGE_NUMBERS: Partial<Record<InterfaceLanguage, number>> = { ja: 2, ko: 3 };

/** BCP 47 tags for `lang` attributes and Intl. */
export const LANGUAGE_TAGS: Record<InterfaceLanguage, string> = {
  zh: 'zh-Hans',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
};

function isInterfaceLanguage(value: string | null | undefined): value is InterfaceLanguage {
  return !!value && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** Stored language, else the browser's first two letters, else zh (spec section 1). */
export function detectLanguage(storage: Storage, browserLanguage: string | undefined): InterfaceLanguage {
  const stored = storage.getItem(StoredKey.Language);
  if (isInterfaceLanguage(stored)) return stored;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isInterfaceLanguage(browser) ? browser : FALLBACK_LANGUAGE;
}

/** The whole zh source, once loaded beside the sections bundled with the app (zh-core.ts). */
let zhComplete: Promise<void> | null = null;

function completeZh(): Promise<void> {
  // A module of its own (the file as text), so the bundled sections do not pull the whole file in.
  zhComplete ??= import('../../locales/zh.json?raw').then((module) => {
    i18next.addResourceBundle('zh', 'translation', JSON.parse(module.default) as LocaleTree, true, true);
  });
  return zhComplete;
}

async function ensureLoaded(language: InterfaceLanguage): Promise<void> {
  if (language === 'zh') return completeZh();
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const module = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', module.default);
}

/**
 * Wraps a screen's loader so the screen renders with every string of the interface language: zh
 * beyond its bundled sections arrives with the screen's own code, never after it.
 */
export function withInterfaceStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureLoaded(currentLanguage())]).then(([module]) => module);
}

function currentLanguage(): InterfaceLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isInterfaceLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export async function initI18n(language: InterfaceLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'zh',
    fallbackLng: 'zh',
    resources: { zh: { translation: { ...zhCore } } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
}

export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

export { i18next };
