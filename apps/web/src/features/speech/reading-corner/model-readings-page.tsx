import './reading-corner.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListModelReadings, MODEL_READING_PAGE_SIZE } from '@hanyu/contracts/portal/model-reading';
import { useContent } from '../../../shared/api/use-content.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Loading } from '../../../shared/ui/load-states.tsx';
import { ReadingCard } from './reading-card.tsx';
import { formatScore, pageCount } from './reading-format.ts';

/**
 * /web/Iflylangdu, the model readings: learners' readings of passages that their readers chose to
 * share and an administrator approved, best rated first, twelve a page.
 */
export default function ModelReadingsPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const readings = useContent(ListModelReadings, { page });
  const { state } = readings;
  const pages = state.status === 'ready' ? pageCount(state.data.total, MODEL_READING_PAGE_SIZE) : 1;
  return (
    <ScreenFrame route={route}>
      <div className="reading-corner">
        <p className="reading-corner__lead">
          {t('readings.models.lead')}{' '}
          <Link to={hrefFor('webYouxueIndex', route.path)}>{t('readings.models.toCorner')}</Link>
        </p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={readings.reload} />}
          {state.status === 'ready' && state.data.total === 0 && (
            <div className="empty-state" data-testid="model-readings-empty">
              <p>
                <strong>{t('readings.models.emptyTitle')}</strong>
              </p>
              <p>{t('readings.models.emptyBody')}</p>
            </div>
          )}
        </div>
        {state.status === 'ready' && state.data.list.length > 0 && (
          <ol className="reading-list" data-testid="model-readings" start={(page - 1) * MODEL_READING_PAGE_SIZE + 1}>
            {state.data.list.map((reading) => (
              <ReadingCard
                level={2}
                key={reading.id}
                id={reading.id}
                title={reading.passageTitle}
                facts={t('readings.card.byline', {
                  reader: reading.reader,
                  score: formatScore(reading.score, i18n.language),
                  date: new Date(reading.sharedAt).toLocaleDateString(i18n.language),
                })}
                audioUrl={reading.audioUrl}
                listenLabel={t('readings.card.listenBy', { title: reading.passageTitle, reader: reading.reader })}
              />
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav className="reading-pager" aria-label={t('readings.models.pages')}>
            <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('readings.models.previous')}
            </button>
            <span aria-live="polite">{t('readings.models.pageOf', { page, pages })}</span>
            <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('readings.models.next')}
            </button>
          </nav>
        )}
      </div>
    </ScreenFrame>
  );
}
