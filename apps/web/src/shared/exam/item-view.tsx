import { useTranslation } from 'react-i18next';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { PscItemType, type ExamAnswer, type PresentedItem } from '@hanyu/contracts/exam/exam-engine';
import { AudioPlayer } from './audio-player.tsx';
import { ChoiceQuestion } from './choice-question.tsx';
import { OrderBuilder } from './order-builder.tsx';
import { CompositionField, PinyinBlank, ShortAnswer } from './written-items.tsx';

export interface ItemViewProps {
  item: PresentedItem;
  given: Readonly<Record<string, ExamAnswer>>;
  /** A question's number on the paper. */
  numberOf: (questionId: string) => number;
  disabled: boolean;
  onAnswer: (questionId: string, answer: ExamAnswer) => void;
  onClear: (questionId: string) => void;
}

/** A passage to read, its paragraphs kept. */
function Passage({ title, text }: { title?: string | null; text: string }) {
  return (
    <article className="exam-passage kai" lang="zh-Hans" data-testid="exam-passage">
      {title && <h3 className="exam-passage__title">{title}</h3>}
      {text.split('\n').map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}

/** One item of the listening, reading or writing module, laid out by its question type. */
export function ItemView({ item, given, numberOf, disabled, onAnswer, onClear }: ItemViewProps) {
  const { t } = useTranslation();
  const answerProps = { disabled, onAnswer };
  switch (item.type) {
    case QuestionType.Listening1:
    case QuestionType.Listening2:
      return (
        <>
          <AudioPlayer url={item.audio.url} seconds={item.audio.seconds} label={t('exam.audio.label')} />
          <ChoiceQuestion
            {...answerProps}
            id={item.id}
            number={`${numberOf(item.id)}.`}
            question={item.question}
            options={item.options}
            answer={given[item.id]}
          />
        </>
      );
    case QuestionType.Listening3:
      return (
        <>
          <AudioPlayer url={item.audio.url} seconds={item.audio.seconds} label={t('exam.audio.label')} />
          {item.questions.map((question) => (
            <ChoiceQuestion
              {...answerProps}
              key={question.id}
              id={question.id}
              number={`${numberOf(question.id)}.`}
              question={question.question}
              options={question.options}
              answer={given[question.id]}
            />
          ))}
        </>
      );
    case QuestionType.Reading1:
    case QuestionType.Writing1:
      return (
        <>
          <p className="exam-sentence kai" lang="zh-Hans">
            {item.text}
          </p>
          <ChoiceQuestion
            {...answerProps}
            id={item.id}
            number={`${numberOf(item.id)}.`}
            question={item.question}
            options={item.options}
            answer={given[item.id]}
          />
        </>
      );
    case QuestionType.Reading2:
      return (
        <div className="exam-reading">
          <Passage title={item.title} text={item.passage} />
          <div className="exam-reading__questions">
            {item.questions.map((question) => (
              <ChoiceQuestion
                {...answerProps}
                key={question.id}
                id={question.id}
                number={`${numberOf(question.id)}.`}
                question={question.question}
                options={question.options}
                answer={given[question.id]}
              />
            ))}
          </div>
        </div>
      );
    case QuestionType.Writing2:
      return (
        <>
          <p className="exam-choice__question">
            <span className="exam-choice__number">{numberOf(item.id)}.</span> {t('exam.items.orderTask')}
          </p>
          <OrderBuilder
            {...answerProps}
            id={item.id}
            fragments={item.fragments}
            answer={given[item.id]}
            onClear={onClear}
          />
        </>
      );
    case QuestionType.Writing3:
      return (
        <>
          <p className="exam-choice__question">
            <span className="exam-choice__number">{numberOf(item.id)}.</span> {t('exam.items.pinyinTask')}
          </p>
          <PinyinBlank {...answerProps} id={item.id} text={item.text} pinyin={item.pinyin} answer={given[item.id]} />
        </>
      );
    case QuestionType.ReadAndWrite:
      return (
        <div className="exam-reading">
          <Passage text={item.passage} />
          <div className="exam-reading__questions">
            {item.questions.map((question) => (
              <ShortAnswer
                {...answerProps}
                key={question.id}
                id={question.id}
                number={`${numberOf(question.id)}.`}
                question={question.question}
                answer={given[question.id]}
              />
            ))}
          </div>
        </div>
      );
    case QuestionType.Composition:
      return (
        <CompositionField
          {...answerProps}
          id={item.id}
          prompt={item.prompt}
          minChars={item.minChars}
          maxChars={item.maxChars}
          answer={given[item.id]}
        />
      );
    case QuestionType.Say:
    case PscItemType.Syllables:
    case PscItemType.Words:
    case PscItemType.Passage:
    case PscItemType.Topic:
      // Spoken tasks and the PSC's parts are drawn with the recorder (spoken-task.tsx).
      return null;
  }
}
