import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { CompleteButton } from './complete-button.tsx';
import { slowNarration } from './course-view.ts';
import { SlidePlayer } from './slide-player.tsx';
import { StudyFrame } from './study-frame.tsx';

/**
 * learnGradedVideo: the unit's micro-lesson: the video an administrator uploaded for the unit when there
 * is one (played with seeking), and the narrated slides; done once either is seen to the end.
 */
export function VideoPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(false);
  const finished = useCallback(() => setSeen(true), []);
  return (
    <StudyFrame route={route} type={StudyType.Video}>
      {(unit) => (
        <>
          {unit.video.uploaded && (
            <section className="graded-video" aria-labelledby="graded-video-title" data-testid="graded-uploaded-video">
              <h2 id="graded-video-title" lang="zh-Hans">
                {unit.video.uploaded.title}
              </h2>
              <video controls preload="metadata" src={unit.video.uploaded.src} onEnded={finished}>
                {t('graded.video.noPlayer')}
              </video>
              <p className="muted" lang="zh-Hans">
                {unit.video.uploaded.summary}
              </p>
              <h2>{t('graded.video.slidesTitle')}</h2>
            </section>
          )}
          <SlidePlayer slides={unit.video.slides} slow={slowNarration(unit.gradeKey)} onFinished={finished} />
          {seen || unit.progress.done.includes(StudyType.Video) ? (
            <CompleteButton route={route} unit={unit} type={StudyType.Video} />
          ) : (
            <p className="muted">{t('graded.video.seeToEnd')}</p>
          )}
        </>
      )}
    </StudyFrame>
  );
}
