import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { GuidePageView } from './guide-page.tsx';

const PSC_PARTS = ['1', '2', '3', '4'] as const;

/** What the PSC and the MHK are, as far as the specification and the platform's mock tests say. */
function AboutTheTests() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="guide-tests" className="guide__about" data-testid="guide-about-tests">
      <h2 id="guide-tests">{t('guides.commonLanguage.tests.title')}</h2>
      <div>
        <h3>{t('guides.commonLanguage.tests.pscTitle')}</h3>
        <p>{t('guides.commonLanguage.tests.psc')}</p>
        <ol>
          {PSC_PARTS.map((part) => (
            <li key={part}>{t(`guides.commonLanguage.tests.pscParts.${part}`)}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3>{t('guides.commonLanguage.tests.mhkTitle')}</h3>
        <p>{t('guides.commonLanguage.tests.mhk')}</p>
      </div>
      <p className="guide__about-note">{t('guides.commonLanguage.tests.mock')}</p>
    </section>
  );
}

/** learnChineseIndex: where a learner of Chinese as a foreign or second language starts, by goal. */
export function LearnChinesePage({ route }: ScreenProps) {
  return <GuidePageView page="learnChinese" route={route} />;
}

/** commonLanguageSiteIndex: the national common language in China, by who is learning it. */
export function CommonLanguagePage({ route }: ScreenProps) {
  return <GuidePageView page="commonLanguage" route={route} extra={<AboutTheTests />} />;
}

/** shellDemo: what the desktop client adds, and what is the same as in the browser. */
export function ShellDemoPage({ route }: ScreenProps) {
  return <GuidePageView page="shellDemo" route={route} />;
}
