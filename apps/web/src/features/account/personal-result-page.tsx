import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { GetStudyRecords } from '@hanyu/contracts/usercenter/account';
import type { ScreenProps } from '../../app/route-screen.tsx';
import { ScreenFrame } from '../../app/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-states.tsx';
import { areaOfModel, modelName, pageCount, visitsByArea } from './study-records.ts';

const PAGE_SIZE = 10;

type Records = ResponseOf<typeof GetStudyRecords>;
type State = { status: 'loading' } | { status: 'failed'; problem: Problem } | { status: 'ready'; records: Records };

/** My results: the learning pages visited (spec section 7, study actions), by area and page by page. */
export default function PersonalResultPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  useEffect(() => {
    let current = true;
    callApi(GetStudyRecords, { page, pageSize: PAGE_SIZE }).then(
      (records) => {
        if (current) setState({ status: 'ready', records });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', problem: toProblem(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);

  const go = (next: number) => {
    setState({ status: 'loading' });
    setPage(next);
  };

  const modelLabel = (code: string) => {
    const name = modelName(code);
    return name ? t(`modelCodes.${name}`) : code;
  };
  const areaLabel = (code: string) => {
    const area = areaOfModel(code);
    return area ? t(`areas.${area}.name`) : t('records.otherArea');
  };

  return (
    <ScreenFrame route={route}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed
          problem={state.problem}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      )}
      {state.status === 'ready' && state.records.total === 0 && (
        <section className="empty-state notice" aria-labelledby="records-empty">
          <h2 id="records-empty">{t('records.emptyTitle')}</h2>
          <p>{t('records.emptyBody')}</p>
          <p className="empty-state__actions">
            <Link className="button button--primary" to={hrefFor('webMandarinLearn', route.path)}>
              {t('home.startLearning')}
            </Link>
            <Link className="button" to={route.family === 'client' ? '/client' : '/web'}>
              {t('records.browseAreas')}
            </Link>
          </p>
        </section>
      )}
      {state.status === 'ready' && state.records.total > 0 && (
        <div className="records">
          <section className="records__summary" aria-labelledby="records-summary">
            <h2 id="records-summary">{t('records.summaryTitle')}</h2>
            <p className="muted">{t('records.total', { count: state.records.total })}</p>
            <ul className="records__areas">
              {visitsByArea(state.records.byModel).map(({ area, visits }) => (
                <li key={area} data-area={area}>
                  <span className="records__area-name">{t(`areas.${area}.name`)}</span>
                  <span className="records__bar" aria-hidden="true">
                    <span style={{ width: `${(visits / state.records.total) * 100}%` }} />
                  </span>
                  <span className="records__visits">{t('records.visits', { count: visits })}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="records-list">
            <h2 id="records-list">{t('records.listTitle')}</h2>
            <div className="table-scroll">
              <table className="records__table card-table">
                <thead>
                  <tr>
                    <th scope="col">{t('records.content')}</th>
                    <th scope="col">{t('records.area')}</th>
                    <th scope="col">{t('records.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.records.list.map((record, index) => (
                    <tr key={`${record.at}-${index}`}>
                      <td data-label={t('records.content')}>{modelLabel(record.modelCode)}</td>
                      <td data-label={t('records.area')}>{areaLabel(record.modelCode)}</td>
                      <td data-label={t('records.time')}>
                        <time dateTime={record.at}>{dateTime.format(new Date(record.at))}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pages={pageCount(state.records.total, PAGE_SIZE)} onGo={go} />
          </section>
        </div>
      )}
    </ScreenFrame>
  );
}

function Pagination({ page, pages, onGo }: { page: number; pages: number; onGo: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('records.pagination')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('records.previous')}
      </button>
      <span aria-current="page">{t('records.pageOf', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}
