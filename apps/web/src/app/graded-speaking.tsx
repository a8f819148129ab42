import '../features/speech/learn/learn.css';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../shared/screens/screen-props.ts';
import { useRecorder } from '../shared/recorder/use-recorder.ts';
import { GRADED_SPEAKING_SCREENS, type SpeakComponent } from '../features/graded-course/graded-screens.ts';
import { textItem } from '../features/speech/learn/learn-items.ts';
import { useEvaluator } from '../features/speech/learn/evaluator.ts';
import { EvaluationPlaceSwitch } from '../features/speech/learn/evaluation-place-switch.tsx';
import { PracticePanel } from '../features/speech/learn/practice-panel.tsx';

/**
 * The graded course's speaking, from the speech feature: hear the model, record, see the evaluation,
 * on the device or on the server as the learner chose. The app joins the two features here, as the
 * layers allow only the app to import both.
 */
const GradedSpeak: SpeakComponent = ({ title, items, onScored, placeChoice = true }) => {
  const { t } = useTranslation();
  const recorder = useRecorder();
  const evaluator = useEvaluator();
  return (
    <div className="graded-speak" aria-label={t('graded.pronounce.title')}>
      {placeChoice && <EvaluationPlaceSwitch evaluator={evaluator} />}
      <PracticePanel
        title={title}
        items={items.map((item) => textItem(item.text, item.pinyin, item.id))}
        recorder={recorder}
        evaluator={evaluator}
        onEvaluated={(id, result) => onScored?.(id, result.scores ? Math.round(result.scores.overall) : null)}
      />
    </div>
  );
};

type SpeakingScreen = keyof typeof GRADED_SPEAKING_SCREENS;

/** A graded-course screen where the learner speaks, given the speech feature's panel. */
export function gradedSpeakingScreen(name: SpeakingScreen) {
  const Screen = GRADED_SPEAKING_SCREENS[name];
  return function GradedSpeakingScreen(props: ScreenProps) {
    return <Screen {...props} Speak={GradedSpeak} />;
  };
}
