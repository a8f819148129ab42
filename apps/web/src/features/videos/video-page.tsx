import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetVideo } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { VideoCard } from '../../shared/managed-content/video-card.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { videoIdOf } from './video-query.ts';

/** One published video in the browser's player, with its summary; an unknown or withdrawn one is not found. */
export default function VideoPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = videoIdOf(search);
  const video = useContent(GetVideo, id === null ? null : { id });
  const { state } = video;
  const notFound = id === null || (state.status === 'failed' && state.problem.id === 'NoResource');
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <p>
          <Link to={hrefFor('webVideos', route.path)}>{t('videos.backToList')}</Link>
        </p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {notFound ? (
            <div className="empty-state" data-testid="video-not-found">
              <p>
                <strong>{t('videos.notFoundTitle')}</strong>
              </p>
              <p>{t('videos.notFoundBody')}</p>
            </div>
          ) : state.status === 'failed' ? (
            <LoadFailed problem={state.problem} onRetry={video.reload} />
          ) : state.status === 'ready' ? (
            <VideoCard video={state.data} level={2} />
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
