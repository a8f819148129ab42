import './learn.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { CANTONESE_FOCUS } from './catalogue-page.tsx';
import { siblingHref, siblingRoute } from '../../../shared/routes/sibling-route.ts';
import { ProgressPanel } from './progress-panel.tsx';

/** The learning screens a hub leads to, in the order a learner takes them. */
const PATH = [
  'mandarinLearnIntro',
  'mandarinLearnConsonant',
  'mandarinLearn',
  'mandarinLearnContrast',
  'mandarinPassageRead',
  'mandarinTopicSpeak',
  'mandarinSpeechEloquence',
] as const;

/** The test services an area's own page leads to (online signup only where the family has it: web). */
const TEST_SERVICES = ['PscExamParent', 'PscScoreQuery', 'PscCertQuery', 'PscOnlineSignup'] as const;
const AREA_PAGES: readonly string[] = ['adultIndex', 'hkmtIndex'];

/** The mock test, score query, certificate query and signup, from the area's own page. */
function TestServices({ route }: ScreenProps) {
  const { t } = useTranslation();
  const services = TEST_SERVICES.filter((screen) => siblingRoute(route, screen));
  return (
    <nav className="learn-services" aria-labelledby="learn-services-title">
      <h2 id="learn-services-title" className="speech-section-title">
        {t('learn.hub.services.title')}
      </h2>
      <ul className="learn-services__list">
        {services.map((screen) => (
          <li key={screen}>
            <Link to={siblingHref(route, screen)} className="learn-path__link">
              <strong>{t(`screens.${screen}`)}</strong>
              <span className="muted">{t(`learn.hub.services.${screen}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * adultIndex, hkmtIndex, autonomyLearn and mandarinLearnIntro: where the pronunciation course
 * starts, what each step trains, the learner's progress, and (Hong Kong/Macao/Taiwan) the
 * contrasts Cantonese speakers should practise first. The two area pages also lead to the test
 * services: the mock test, the score and certificate queries and (web) the online signup.
 */
export default function HubPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const steps = PATH.filter((screen) => screen !== route.screen && siblingRoute(route, screen));
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t(`learn.hub.lead.${route.area === 'hkmt' ? 'hkmt' : 'adult'}`)}</p>
      {AREA_PAGES.includes(route.screen) && <TestServices route={route} />}
      <ol className="learn-path">
        {steps.map((screen, i) => {
          const target = siblingRoute(route, screen);
          return (
            <li key={screen} className="learn-path__step">
              <span className="learn-path__number" aria-hidden="true">
                {i + 1}
              </span>
              <Link to={siblingHref(route, screen, {}, search)} className="learn-path__link">
                <strong>{t(`screens.${target?.screen ?? screen}` as 'screens.webHome')}</strong>
                <span className="muted">{t(`learn.hub.steps.${screen}`)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      {route.area === 'hkmt' && (
        <section className="learn-focus" aria-labelledby="learn-focus-title">
          <h2 id="learn-focus-title" className="speech-section-title">
            {t('learn.hub.cantoneseTitle')}
          </h2>
          <p>{t('learn.hub.cantoneseLead')}</p>
          <ul className="learn-focus__list">
            {CANTONESE_FOCUS.map((key) => (
              <li key={key}>
                <Link to={siblingHref(route, 'mandarinLearnDetail', { key }, search)} lang="zh-Latn-pinyin">
                  {key.replace('|', ' – ')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProgressPanel />
    </ScreenFrame>
  );
}
