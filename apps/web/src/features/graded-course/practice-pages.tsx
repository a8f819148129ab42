import { useTranslation } from 'react-i18next';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { PresentedUnit } from '@hanyu/contracts/mhk/graded';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { CheckedSet } from './checked-set.tsx';
import { CompleteButton } from './complete-button.tsx';
import { pinyinShown } from './course-view.ts';
import type { SpeakComponent } from './item-inputs.tsx';
import { GlossNote, ReadText } from './reading-pages.tsx';
import { StudyFrame } from './study-frame.tsx';

type SpeakingScreenProps = ScreenProps & { Speak: SpeakComponent };

/** learnGradedPractice: the unit's practice of six kinds; the read-aloud items recorded and evaluated. */
export function PracticePage({ route, Speak }: SpeakingScreenProps) {
  const { t } = useTranslation();
  return (
    <StudyFrame route={route} type={StudyType.Practice}>
      {(unit, setProgress) => (
        <>
          <p className="graded-lead">{t('graded.practice.lead')}</p>
          <CheckedSet
            unit={unit}
            studyType={StudyType.Practice}
            items={unit.practice.items}
            Speak={Speak}
            onChecked={setProgress}
          />
        </>
      )}
    </StudyFrame>
  );
}

/** learnGradedExercise: after-class exercises (choose, fill in, put in order). */
export function ExercisePage({ route, Speak }: SpeakingScreenProps) {
  return (
    <StudyFrame route={route} type={StudyType.Exercises}>
      {(unit, setProgress) => (
        <CheckedSet
          unit={unit}
          studyType={StudyType.Exercises}
          items={unit.exercises.items}
          Speak={Speak}
          onChecked={setProgress}
        />
      )}
    </StudyFrame>
  );
}

/** learnGradedExtend: a reading beyond the text, with its questions. */
export function ExtendPage({ route, Speak }: SpeakingScreenProps) {
  return (
    <StudyFrame route={route} type={StudyType.WideLearning}>
      {(unit, setProgress) => (
        <>
          <h3 className="graded-book__title kai" lang="zh-Hans">
            {unit.extension.title}
          </h3>
          <div className="graded-extension">
            <ReadText text={unit.extension.text} showPinyin={pinyinShown(unit.gradeKey)} />
          </div>
          <CheckedSet
            unit={unit}
            studyType={StudyType.WideLearning}
            items={unit.extension.questions.map((q) => ({ kind: 'choose' as const, ...q }))}
            Speak={Speak}
            onChecked={setProgress}
          />
          <GlossNote unit={unit} />
        </>
      )}
    </StudyFrame>
  );
}

/** learnGradedPronounce: the unit's words and sentences, heard, recorded and evaluated. */
export function PronouncePage({ route, Speak }: SpeakingScreenProps) {
  const { t } = useTranslation();
  return (
    <StudyFrame route={route} type={StudyType.Voice}>
      {(unit) => <PronounceBody unit={unit} route={route} Speak={Speak} title={t('graded.pronounce.title')} />}
    </StudyFrame>
  );
}

function PronounceBody({
  unit,
  route,
  Speak,
  title,
}: {
  unit: PresentedUnit;
  route: RouteEntry;
  Speak: SpeakComponent;
  title: string;
}) {
  const { t } = useTranslation();
  const items = unit.voice.items.map((item, i) => ({
    id: `${unit.unitKey}-voice-${i}`,
    text: item.text,
    pinyin: item.syllables.map((s) => s.pinyin).join(' '),
  }));
  return (
    <>
      <p className="graded-lead">{t('graded.pronounce.lead', { count: items.length })}</p>
      <Speak title={title} items={items} />
      <CompleteButton route={route} unit={unit} type={StudyType.Voice} />
    </>
  );
}
