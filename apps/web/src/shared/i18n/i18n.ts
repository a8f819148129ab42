import i18next from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  INTERFACE_LANGUAGES,
  StoredKey,
  type InterfaceLanguage,
} from '@hanyu/contracts/constants/limits';
import { LANGUAGE_TAGS } from './language-tags.ts';
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
let zhLoaded = false;
const stringListeners = new Set<() => void>();
const notifyStrings = () => stringListeners.forEach((listener) => listener());

function completeZh(): Promise<void> {
  // A module of its own (the file as text), so the bundled sections do not pull the whole file in.
  zhComplete ??= import('../../locales/zh.json?raw').then((module) => {
    i18next.addResourceBundle('zh', 'translation', JSON.parse(module.default) as LocaleTree, true, true);
    zhLoaded = true;
    notifyStrings();
  });
  return zhComplete;
}

/** Every string of an interface language (the area languages load zh, their fallback, with it). */
export async function loadInterfaceStrings(language: InterfaceLanguage): Promise<void> {
  if (language === 'zh') return completeZh();
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const module = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', module.default);
}

function currentLanguage(): InterfaceLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isInterfaceLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** Whether every string of the interface language is here. */
function stringsComplete(): boolean {
  const language = currentLanguage();
  return language === 'zh' ? zhLoaded : i18next.hasResourceBundle(language, 'translation');
}

function subscribeStrings(listener: () => void): () => void {
  stringListeners.add(listener);
  i18next.on('languageChanged', listener);
  return () => {
    stringListeners.delete(listener);
    i18next.off('languageChanged', listener);
  };
}

/**
 * Whether a screen that `needs` every string of the interface language may render: zh beyond its
 * bundled sections is fetched on the first such screen, which shows its loading state meanwhile (a
 * state, not a suspension, so a navigation in progress is never held up by it).
 */
export function useInterfaceStrings(needs: boolean): boolean {
  const complete = useSyncExternalStore(subscribeStrings, stringsComplete);
  useEffect(() => {
    if (needs && !complete) void loadInterfaceStrings(currentLanguage());
  }, [needs, complete]);
  return !needs || complete;
}

/** Wraps a loader so what it loads comes with every string of the interface language. */
export function withInterfaceStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadInterfaceStrings(currentLanguage())]).then(([module]) => module);
}

/** Starts in `language`: zh with its bundled sections only, another language whole. */
export async function initI18n(language: InterfaceLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'zh',
    fallbackLng: 'zh',
    resources: { zh: { translation: { ...zhCore } } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'zh') await loadInterfaceStrings(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The learner's switch of language: the new language whole (zh too), then the switch. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  await loadInterfaceStrings(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

export { i18next, LANGUAGE_TAGS };
