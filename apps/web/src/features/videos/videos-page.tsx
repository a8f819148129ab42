import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListVideos } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useSubjectName } from '../../shared/managed-content/video-card.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { VIDEO_ID_PARAM } from './video-query.ts';

/** The teaching videos the administrators published, each leading to its player. */
export default function VideosPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const subjectName = useSubjectName();
  const videos = useContent(ListVideos, {});
  const { state } = videos;
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <p className="league__lead prose">{t('videos.intro')}</p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={videos.reload} />}
          {state.status === 'ready' && state.data.total === 0 && (
            <div className="empty-state" data-testid="videos-empty">
              <p>
                <strong>{t('videos.emptyTitle')}</strong>
              </p>
              <p>{t('videos.emptyBody')}</p>
            </div>
          )}
        </div>
        {state.status === 'ready' && state.data.list.length > 0 && (
          <ul className="league__cards" data-testid="videos">
            {state.data.list.map((video) => (
              <li key={video.id} className="content-card">
                <h2 className="content-card__name">
                  <Link to={hrefFor('webVideoDetail', route.path, { query: { [VIDEO_ID_PARAM]: video.id } })}>
                    {video.title}
                  </Link>
                </h2>
                <p className="content-card__subtitle">{subjectName(video.subject)}</p>
                <p className="content-card__text">{video.summary.split('\n')[0]}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ScreenFrame>
  );
}
