import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GetSoundTrend, GetStudyHistory, type SoundTrend } from '@hanyu/contracts/psc/study';
import { useSession } from '../../../shared/session/session-store.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { useContent } from '../../../shared/api/use-content.ts';

const TREND_SHOWN = 8;
/** A change of error rate under five points is no change. */
const STEADY = 0.05;

function percent(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

function TrendRow({ sound }: { sound: SoundTrend }) {
  const { t } = useTranslation();
  const { earlierRate, recentRate } = sound;
  const direction =
    earlierRate === null || recentRate === null
      ? 'new'
      : recentRate < earlierRate - STEADY
        ? 'better'
        : recentRate > earlierRate + STEADY
          ? 'worse'
          : 'steady';
  const label = sound.part === 'tone' ? t('learn.progress.tone', { tone: sound.sound }) : sound.sound;
  return (
    <tr data-direction={direction}>
      <th scope="row" lang={sound.part === 'tone' ? undefined : 'zh-Latn-pinyin'}>
        {t(`learn.progress.parts.${sound.part}`)} {label}
      </th>
      <td data-label={t('learn.progress.wrongOfSaid')}>
        {sound.wrong}/{sound.said}
      </td>
      <td data-label={t('learn.progress.earlier')}>{percent(earlierRate)}</td>
      <td data-label={t('learn.progress.recent')}>{percent(recentRate)}</td>
      <td data-label={t('learn.progress.trend')}>{t(`learn.progress.direction.${direction}`)}</td>
    </tr>
  );
}

/** The learner's progress: last recordings with scores and replay, and the sounds that keep going wrong. */
export function ProgressPanel() {
  const { t } = useTranslation();
  const id = useId();
  const signedIn = useSession((state) => Boolean(state.userInfo.token));
  const history = useContent(GetStudyHistory, signedIn ? { pageSize: 5 } : null);
  const trend = useContent(GetSoundTrend, signedIn ? {} : null);
  if (!signedIn) {
    return (
      <section className="learn-progress" aria-labelledby={id}>
        <h2 id={id} className="speech-section-title">
          {t('learn.progress.title')}
        </h2>
        <p className="muted">{t('learn.progress.signIn')}</p>
      </section>
    );
  }
  return (
    <section className="learn-progress" aria-labelledby={id} data-testid="learn-progress">
      <h2 id={id} className="speech-section-title">
        {t('learn.progress.title')}
      </h2>
      <LoadState state={trend.state} onRetry={trend.reload}>
        {(data) =>
          data.sounds.length === 0 ? (
            <p className="muted">{t('learn.progress.empty')}</p>
          ) : (
            <table className="learn-trend card-table">
              <caption>{t('learn.progress.trendCaption', { count: data.evaluations })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('learn.progress.sound')}</th>
                  <th scope="col">{t('learn.progress.wrongOfSaid')}</th>
                  <th scope="col">{t('learn.progress.earlier')}</th>
                  <th scope="col">{t('learn.progress.recent')}</th>
                  <th scope="col">{t('learn.progress.trend')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sounds
                  .filter((s) => s.wrong > 0)
                  .slice(0, TREND_SHOWN)
                  .map((sound) => (
                    <TrendRow key={`${sound.part}-${sound.sound}`} sound={sound} />
                  ))}
              </tbody>
            </table>
          )
        }
      </LoadState>
      <h3 className="speech-section-title">{t('learn.progress.recordings')}</h3>
      <LoadState state={history.state} onRetry={history.reload}>
        {(page) =>
          page.list.length === 0 ? (
            <p className="muted">{t('learn.progress.noRecordings')}</p>
          ) : (
            <ul className="learn-history">
              {page.list.map((entry) => (
                <li key={entry.id}>
                  <span className="learn-history__what kai" lang="zh-Hans">
                    {entry.targetText ?? entry.targetPinyin ?? ''}
                  </span>
                  <span className="learn-history__score">
                    {entry.qualityCode !== null
                      ? t('learn.progress.refused', { code: entry.qualityCode })
                      : t('learn.progress.score', { count: Math.round(entry.overall ?? 0) })}
                  </span>
                  <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
                  <audio controls preload="none" src={entry.recordingUrl} aria-label={t('learn.progress.replay')} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
