import { useTranslation } from 'react-i18next';
import type { GradedOutlineItem, GradedUnitOutline as Outline } from '@hanyu/contracts/admin/content';
import { StudyType } from '@hanyu/contracts/constants/mhk';

/**
 * A revised graded-course unit as the preview lists it (decision 073): its goal, new words and text, then
 * every practice, exercise and extension question under the key learners' progress and special training
 * know it by, with its answer, for the author to check before publishing. Each part folds, the text open.
 */
export function GradedUnitOutline({ unit }: { unit: Outline }) {
  const { t } = useTranslation();
  return (
    <article
      className="mhk-outline"
      data-id={unit.unitKey}
      lang="zh-Hans"
      aria-label={t('adminWorkspace.content.gradedOutline.title')}
    >
      <h4>
        {unit.unitKey} {unit.gradeTitle} · {unit.title} <span lang="en">({unit.titleEn})</span>
      </h4>
      <p>
        <strong>{t('adminWorkspace.content.gradedOutline.goal')}</strong> {unit.goal}
      </p>
      <details className="mhk-outline__module">
        <summary>
          <h5>{t(`graded.study.${StudyType.Preview}`)}</h5>
        </summary>
        <ul className="mhk-outline__items">
          {unit.words.map((word) => (
            <li key={word.text}>
              {word.text} {word.pinyin} <span lang="en">{word.gloss}</span>
            </li>
          ))}
        </ul>
      </details>
      <details className="mhk-outline__module" open>
        <summary>
          <h5>
            {t(`graded.study.${StudyType.Book}`)} · {unit.book.title}
          </h5>
        </summary>
        <ol className="mhk-outline__items">
          {unit.book.lines.map((line, i) => (
            <li key={`${i}-${line.line}`}>
              {line.speaker && <span className="mhk-outline__id">{line.speaker}</span>} {line.line}
            </li>
          ))}
        </ol>
      </details>
      <OutlineItems title={t(`graded.study.${StudyType.Practice}`)} items={unit.practice} />
      <OutlineItems title={t(`graded.study.${StudyType.Exercises}`)} items={unit.exercises} />
      <OutlineItems
        title={`${t(`graded.study.${StudyType.WideLearning}`)} · ${unit.extension.title}`}
        lead={unit.extension.text}
        items={unit.extension.questions}
      />
    </article>
  );
}

/** A part's questions, each under its key with its answer. */
function OutlineItems({ title, lead, items }: { title: string; lead?: string; items: readonly GradedOutlineItem[] }) {
  const { t } = useTranslation();
  return (
    <details className="mhk-outline__module">
      <summary>
        <h5>{title}</h5>
      </summary>
      {lead && <p className="mhk-outline__stem">{lead}</p>}
      <ol className="mhk-outline__items">
        {items.map((item) => (
          <li key={item.key} data-item={item.key}>
            <span className="mhk-outline__id">
              {item.key} · {item.kind}
            </span>
            <p className="mhk-outline__stem">{item.prompt}</p>
            <p className="mhk-outline__key">
              <strong>{t('adminWorkspace.content.gradedOutline.answer')}</strong> {item.answer}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
