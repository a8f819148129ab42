import type { i18n as I18n } from 'i18next';
import { i18next, loadInterfaceStrings } from './i18n.ts';
import { readAreaLanguage, storeAreaLanguage, type AreaLanguage, type AreaLanguageChoice } from './area-language.ts';

/**
 * Each area language's strings and fonts, fetched only when a learner chooses it, so nobody else
 * downloads them. The faces are declared by the stylesheets imported here; the app's stylesheet
 * applies them on `:lang(ug)` and `:lang(bo)` (global.css). zh, the fallback of strings not
 * translated, is loaded whole beside them whatever the site language is. The other area language's
 * regular face comes too, so the switcher draws its name on a machine without a font for it.
 */
const loaders: Record<AreaLanguage, () => Promise<{ default: unknown }>> = {
  ug: () =>
    Promise.all([
      import('../../locales/area/ug.json'),
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      import('@fontsource/noto-sans-arabic/arabic-700.css'),
      import('@fontsource/noto-serif-tibetan/tibetan-400.css'),
      loadInterfaceStrings('zh'),
    ]).then(([strings]) => strings),
  bo: () =>
    Promise.all([
      import('../../locales/area/bo.json'),
      import('@fontsource/noto-serif-tibetan/tibetan-400.css'),
      import('@fontsource/noto-serif-tibetan/tibetan-700.css'),
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      loadInterfaceStrings('zh'),
    ]).then(([strings]) => strings),
};

/** One i18next per area language, sharing the site's store: its own language, zh behind it. */
const instances = new Map<AreaLanguage, Promise<I18n>>();

export function areaInstance(language: AreaLanguage): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loaders[language]().then((module) => {
      i18next.addResourceBundle(language, 'translation', module.default, true, true);
      return i18next.cloneInstance({ lng: language, fallbackLng: 'zh' });
    });
    // A failed fetch (the connection dropped) is tried again on the next choice.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/** The learner's choice, shared by every area page and kept in local storage. */
let chosen: AreaLanguageChoice | null = null;
const listeners = new Set<() => void>();

export const currentAreaLanguage = (): AreaLanguageChoice => (chosen ??= readAreaLanguage(localStorage));

export function subscribeAreaLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseAreaLanguage(choice: AreaLanguageChoice): void {
  storeAreaLanguage(localStorage, choice);
  chosen = choice;
  listeners.forEach((listener) => listener());
}
