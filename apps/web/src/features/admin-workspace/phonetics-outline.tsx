import { useTranslation } from 'react-i18next';
import type { StudyEntry } from '@hanyu/contracts/psc/study';

/**
 * A phonetics entry as the preview lists it (decision 075): its teaching text, steps and cues, and every
 * syllable, word, pair and sentence learners practise on its page, with the pinyin the checks computed in
 * context. The learner's entry page is built around recording and playback, so this is an outline named
 * by that page's own section names.
 */
export function PhoneticsOutline({ entry }: { entry: StudyEntry }) {
  const { t } = useTranslation();
  const practised = [
    ['syllables', entry.syllables],
    ['words', entry.words.map((word) => `${word.text} ${word.pinyin}`)],
    ['pairs', entry.syllablePairs.map(([a, b]) => `${a} — ${b}`)],
    ['wordPairs', entry.wordPairs.map(({ a, b }) => `${a.text} ${a.pinyin} — ${b.text} ${b.pinyin}`)],
    ['sentences', entry.sentences.map((sentence) => `${sentence.text}（${sentence.pinyin}）`)],
    ['rules', entry.rules.map((rule) => `${rule.text} ${rule.pinyin} → ${rule.spoken}`)],
  ] as const;
  return (
    <article className="phonetics-outline" data-id={entry.key} lang="zh-Hans">
      <h4>
        {entry.title} <span className="muted">{entry.titleEn}</span>
      </h4>
      {entry.describes.split(/\n\s*\n/u).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h5>{t('learn.entry.steps')}</h5>
      <ol>
        {entry.steps.zh.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {entry.cues && (
        <>
          <h5>{t('learn.entry.cues')}</h5>
          <ul>
            {entry.cues.zh.map((cue) => (
              <li key={cue}>{cue}</li>
            ))}
          </ul>
        </>
      )}
      {practised
        .filter(([, lines]) => lines.length > 0)
        .map(([section, lines]) => (
          <section key={section}>
            <h5>{t(`learn.sections.${section}`)}</h5>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
    </article>
  );
}
