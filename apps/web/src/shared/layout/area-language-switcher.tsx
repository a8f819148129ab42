import { useTranslation } from 'react-i18next';
import { i18next, LANGUAGE_TAGS } from '../i18n/i18n.ts';
import {
  AREA_LANGUAGES,
  AREA_LANGUAGE_NAMES,
  AREA_LANGUAGE_TAGS,
  type AreaLanguageChoice,
} from '../i18n/area-language.ts';
import { chooseAreaLanguage } from '../i18n/area-language-store.ts';

export interface AreaLanguageState {
  /** What the learner chose. */
  chosen: AreaLanguageChoice;
  /** What the pages show: the choice once its strings and fonts are here, the site language before. */
  shown: AreaLanguageChoice;
  /** The choice failed to load (offline): the pages stay in the site language. */
  failed: boolean;
}

/**
 * The minority area's choice of interface language: the site language, Uyghur or Tibetan, each named
 * in its own script. Its label and the note that the translations are not yet reviewed by native
 * speakers are in the site language (the site's instance), and in the area language beside it.
 */
export function AreaLanguageSwitcher({ state }: { state: AreaLanguageState }) {
  const site = useTranslation(undefined, { i18n: i18next }).t;
  const area = useTranslation().t;
  const inAreaLanguage = state.shown !== 'site';
  const siteTag = LANGUAGE_TAGS[i18next.language as keyof typeof LANGUAGE_TAGS] ?? LANGUAGE_TAGS.zh;
  // Each area language by its own name, and by the site language's beside it: before one is chosen its
  // font is not fetched, and a machine without one draws the own name only as boxes.
  const options: { choice: AreaLanguageChoice; name: string; lang?: string; siteName?: string }[] = [
    { choice: 'site', name: site('app.languageName') },
    ...AREA_LANGUAGES.map((language) => ({
      choice: language,
      name: AREA_LANGUAGE_NAMES[language],
      lang: AREA_LANGUAGE_TAGS[language],
      siteName: site(`areaLanguage.names.${language}`),
    })),
  ];
  return (
    <div className="area-language" data-testid="area-language">
      <div role="group" aria-labelledby="area-language-label" className="area-language__choices">
        <span id="area-language-label" className="area-language__label">
          <span lang={siteTag}>{site('areaLanguage.label')}</span>
          {inAreaLanguage && <span> / {area('areaLanguage.label')}</span>}
        </span>
        {options.map((option) => (
          <button
            key={option.choice}
            type="button"
            className="area-language__choice"
            aria-pressed={state.chosen === option.choice}
            onClick={() => chooseAreaLanguage(option.choice)}
          >
            <span lang={option.lang ?? siteTag}>{option.name}</span>
            {option.siteName && option.siteName !== option.name && (
              <span className="area-language__site-name" lang={siteTag}>
                {option.siteName}
              </span>
            )}
          </button>
        ))}
      </div>
      {inAreaLanguage && (
        <p className="area-language__note">
          <span lang={siteTag}>{site('areaLanguage.unreviewed')}</span> · <span>{area('areaLanguage.unreviewed')}</span>
        </p>
      )}
      {state.failed && (
        <p className="area-language__note" role="status">
          {site('areaLanguage.failed')}
        </p>
      )}
    </div>
  );
}
