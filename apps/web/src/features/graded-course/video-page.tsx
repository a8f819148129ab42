import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { CompleteButton } from './complete-button.tsx';
import { slowNarration } from './course-view.ts';
import { SlidePlayer } from './slide-player.tsx';
import { StudyFrame } from './study-frame.tsx';

/** learnGradedVideo: the unit's micro-lesson, played as narrated slides; done once seen to the end. */
export function VideoPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(false);
  const finished = useCallback(() => setSeen(true), []);
  return (
    <StudyFrame route={route} type={StudyType.Video}>
      {(unit) => (
        <>
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
