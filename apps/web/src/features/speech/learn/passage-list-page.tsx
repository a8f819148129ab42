import './learn.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPassages, PassageLevel } from '@hanyu/contracts/psc/study';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { useStudyAction } from '../../../shared/api/study-action.ts';
import { useContent } from '../../../shared/api/use-content.ts';

const LEVELS = Object.values(PassageLevel);

/** mandarinPassageRead: the reading passages by level. */
export default function PassageListPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const [level, setLevel] = useState<PassageLevel>(PassageLevel.Beginner);
  const { state, reload } = useContent(GetPassages, { level, pageSize: 100 });
  useStudyAction(ModelCode.PassageRead);
  const chinese = i18n.language.startsWith('zh');
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t('learn.lead.mandarinPassageRead')}</p>
      <div className="learn-tabs" role="tablist" aria-label={t('learn.passage.levels')}>
        {LEVELS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={level === value}
            className="learn-tabs__tab"
            onClick={() => setLevel(value)}
          >
            {t(`learn.passage.level.${value}`)}
          </button>
        ))}
      </div>
      <LoadState state={state} onRetry={reload}>
        {(page) => (
          <ul className="learn-cards" role="tabpanel">
            {page.list.map((passage) => (
              <li key={passage.id} className="learn-card">
                <Link
                  to={siblingHref(route, 'mandarinPassageReadDetail', { id: passage.id }, search)}
                  className="learn-card__link"
                  data-testid="learn-passage"
                >
                  <strong className="kai" lang="zh-Hans">
                    {passage.title}
                  </strong>
                  {!chinese && <span>{passage.titleEn}</span>}
                  <span className="muted">
                    {t('learn.passage.facts', {
                      syllables: t('learn.passage.syllables', { count: passage.syllableCount }),
                      minutes: Math.ceil(passage.timeLimitSeconds / 60),
                      genre: t(`learn.passage.genre.${passage.genre}` as 'learn.passage.genre.narrative'),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </ScreenFrame>
  );
}
