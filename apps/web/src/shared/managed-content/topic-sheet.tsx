import { useTranslation } from 'react-i18next';
import { Limits } from '@hanyu/contracts/constants/limits';
import type { Topic } from '@hanyu/contracts/psc/study';
import { Heading, type HeadingLevel } from './heading.tsx';

/**
 * A speaking topic as learners see it (mandarinTopicSpeak): title, guidance, outline, useful words and
 * the rule of the timing. The learner's page adds the recording below; the workspace's preview draws it
 * alone, a heading level deeper (decision 061).
 */
export function TopicSheet({ topic, level = 2 }: { topic: Topic; level?: HeadingLevel }) {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language.startsWith('zh');
  const sub = Math.min(level + 1, 4) as HeadingLevel;
  return (
    <>
      <Heading level={level} className="learn-entry__title kai" lang="zh-Hans">
        {topic.title}
      </Heading>
      {!chinese && <p className="muted">{topic.titleEn}</p>}
      <p>{chinese ? topic.guidance.zh : topic.guidance.en}</p>
      <Heading level={sub} className="speech-section-title">
        {t('learn.topic.outline')}
      </Heading>
      <ol className="learn-steps">
        {(chinese ? topic.outline.zh : topic.outline.en).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
      <Heading level={sub} className="speech-section-title">
        {t('learn.topic.vocabulary')}
      </Heading>
      <ul className="learn-words kai" lang="zh-Hans">
        {topic.vocabulary.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>
      <p className="learn-note">
        {t('learn.topic.rule', {
          total: t('learn.topic.seconds', { count: Limits.speakingRequiredSeconds }),
          speech: t('learn.topic.seconds', { count: Limits.speakingEffectiveSeconds }),
        })}
      </p>
    </>
  );
}
