import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18next } from './i18n.ts';
import { areaContentAttributes, type AreaLanguage } from './area-language.ts';
import { AreaLanguageContext } from './area-language-context.ts';
import { areaInstance, currentAreaLanguage, subscribeAreaLanguage } from './area-language-store.ts';
import { AreaLanguageSwitcher } from '../layout/area-language-switcher.tsx';

/**
 * The minority area's pages in the learner's area language (docs/decisions/065-area-languages.md):
 * their useTranslation calls resolve in it (zh for a string not translated), while the shell around
 * them keeps the site's instance and language. Until the chosen language's strings and fonts are here
 * the pages stay in the site language.
 */
export function AreaLanguageScope({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(subscribeAreaLanguage, currentAreaLanguage);
  const [loaded, setLoaded] = useState<{ language: AreaLanguage; instance: I18n } | null>(null);
  const [failed, setFailed] = useState<AreaLanguage | null>(null);

  useEffect(() => {
    if (choice === 'site') return;
    let current = true;
    setFailed(null);
    areaInstance(choice).then(
      (instance) => current && setLoaded({ language: choice, instance }),
      () => current && setFailed(choice),
    );
    return () => {
      current = false;
    };
  }, [choice]);

  const ready = choice !== 'site' && loaded?.language === choice ? loaded.instance : null;
  const shown = ready ? choice : 'site';
  const state = { chosen: choice, shown, failed: choice !== 'site' && failed === choice };
  return (
    <AreaLanguageContext.Provider
      value={{ ...areaContentAttributes(shown), switcher: <AreaLanguageSwitcher state={state} /> }}
    >
      {/* Always the provider, so a change of language re-renders the page rather than mounting it anew. */}
      <I18nextProvider i18n={ready ?? i18next}>{children}</I18nextProvider>
    </AreaLanguageContext.Provider>
  );
}
