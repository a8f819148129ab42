import { useTranslation } from 'react-i18next';
import type { EloquenceExercise } from '@hanyu/contracts/psc/speech';
import { Heading, type HeadingLevel } from './heading.tsx';

/**
 * A speech-eloquence exercise as learners see it (mandarinSpeechEloquence): title, task, guidance and
 * tips. The learner's page adds the preparation clock and the recording below; the workspace's preview
 * draws it alone, a heading level deeper, with its times (decision 075).
 */
export function EloquenceSheet({ exercise, level = 2 }: { exercise: EloquenceExercise; level?: HeadingLevel }) {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language.startsWith('zh');
  const sub = Math.min(level + 1, 4) as HeadingLevel;
  return (
    <>
      <Heading level={level} className="learn-entry__title">
        {chinese ? exercise.title : exercise.titleEn}
      </Heading>
      <p className="learn-prompt">{chinese ? exercise.prompt.zh : exercise.prompt.en}</p>
      <p>{chinese ? exercise.guidance.zh : exercise.guidance.en}</p>
      <Heading level={sub} className="speech-section-title">
        {t('learn.eloquence.tips')}
      </Heading>
      <ul className="learn-steps">
        {(chinese ? exercise.tips.zh : exercise.tips.en).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </>
  );
}
