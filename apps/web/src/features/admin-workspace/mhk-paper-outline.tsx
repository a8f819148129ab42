import { useTranslation } from 'react-i18next';
import type { MhkPaperOutline as Outline } from '@hanyu/contracts/admin/content';
import { keyText, optionLetter } from './mhk-outline.ts';

/**
 * An MHK paper as the preview lists it (decision 069): each module with its time, each item with what
 * the candidate reads or hears, and every question with its options and key, for the author to check
 * before publishing; each module folds (the first open). The learner's exam draws the same paper one question at a time.
 */
export function MhkPaperOutline({ paper }: { paper: Outline }) {
  const { t } = useTranslation();
  return (
    <article
      className="mhk-outline"
      data-id={paper.id}
      lang="zh-Hans"
      aria-label={t('adminWorkspace.content.mhkOutline.title')}
    >
      <h4>
        {paper.id} {paper.title}
      </h4>
      {/* A paper is long: the first module is open, the others a click away, each named with its time. */}
      {paper.modules.map((module, index) => (
        <details key={module.name} className="mhk-outline__module" open={index === 0}>
          <summary>
            <h5>
              {t(`exam.modules.${module.name}`)} ·{' '}
              {t('adminWorkspace.content.mhkOutline.minutes', { count: module.minutes })}
            </h5>
          </summary>
          <ol className="mhk-outline__items">
            {module.items.map((item) => (
              <li key={item.id} data-item={item.id}>
                <span className="mhk-outline__id">{item.id}</span>
                {item.stem && <p className="mhk-outline__stem">{item.stem}</p>}
                <ul className="mhk-outline__questions">
                  {item.questions.map((question) => (
                    <li key={question.id}>
                      {question.question && <p>{question.question}</p>}
                      {question.key.kind === 'choice' && (
                        <ChoiceOptions options={question.key.options} answer={question.key.answer} />
                      )}
                      {question.key.kind === 'spoken' ? (
                        <p className="mhk-outline__key">{t(`exam.speaking.categories.${question.key.category}`)}</p>
                      ) : (
                        <p className="mhk-outline__key">
                          <strong>{t('adminWorkspace.content.mhkOutline.key')}</strong> {keyText(question.key)}
                          {question.key.kind === 'order' && question.key.otherOrders > 0 && (
                            <>
                              {' '}
                              ({t('adminWorkspace.content.mhkOutline.otherOrders', { count: question.key.otherOrders })}
                              )
                            </>
                          )}
                          {question.key.kind === 'composition' && (
                            <>
                              {' '}
                              ·{' '}
                              {t('adminWorkspace.content.mhkOutline.length', {
                                min: question.key.minChars,
                                max: question.key.maxChars,
                              })}
                            </>
                          )}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </article>
  );
}

/** A choice question's options A–D, the key marked. */
function ChoiceOptions({ options, answer }: { options: readonly string[]; answer: number }) {
  return (
    <ol className="mhk-outline__options">
      {options.map((option, i) => (
        <li key={`${i}-${option}`} data-key={i === answer}>
          {optionLetter(i)}. {option}
        </li>
      ))}
    </ol>
  );
}
