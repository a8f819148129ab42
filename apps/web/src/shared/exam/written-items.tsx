import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_TEXT_ANSWER_MAX, type ExamAnswer } from '@hanyu/contracts/exam/exam-engine';
import { tonesMarked } from '../pinyin/pinyin-marks.ts';
import { countCharacters, lengthStatus } from './composition-count.ts';

interface TextAnswerProps {
  id: string;
  answer: ExamAnswer | undefined;
  disabled: boolean;
  onAnswer: (questionId: string, answer: ExamAnswer) => void;
}

function textOf(answer: ExamAnswer | undefined): string {
  return answer && 'text' in answer ? answer.text : '';
}

/** Writing the character for the pinyin given (01030103). */
export function PinyinBlank({
  id,
  text,
  pinyin,
  answer,
  disabled,
  onAnswer,
}: TextAnswerProps & { text: string; pinyin: string }) {
  const { t } = useTranslation();
  const field = useId();
  return (
    <div className="exam-written" data-testid={`exam-question-${id}`}>
      <p className="exam-sentence kai" lang="zh-Hans">
        {text}
      </p>
      <label htmlFor={field} className="field__label">
        {t('exam.items.pinyinLabel')}{' '}
        <span className="exam-pinyin" lang="zh-Latn-pinyin">
          {tonesMarked(pinyin)}
        </span>
      </label>
      <input
        id={field}
        className="field__input exam-written__short kai"
        lang="zh-Hans"
        maxLength={8}
        value={textOf(answer)}
        disabled={disabled}
        onChange={(event) => onAnswer(id, { text: event.target.value })}
      />
    </div>
  );
}

/** A short written answer to a question on a passage (010401). */
export function ShortAnswer({
  id,
  number,
  question,
  answer,
  disabled,
  onAnswer,
}: TextAnswerProps & { number: string; question: string }) {
  const field = useId();
  return (
    <div className="exam-written" data-testid={`exam-question-${id}`}>
      <label htmlFor={field} className="exam-choice__question">
        <span className="exam-choice__number">{number}</span>{' '}
        <span className="kai" lang="zh-Hans">
          {question}
        </span>
      </label>
      <textarea
        id={field}
        className="field__input field__textarea kai"
        lang="zh-Hans"
        rows={2}
        maxLength={EXAM_TEXT_ANSWER_MAX}
        value={textOf(answer)}
        disabled={disabled}
        onChange={(event) => onAnswer(id, { text: event.target.value })}
      />
    </div>
  );
}

/**
 * The composition (01030201): the task, the text, and its length as the scorer counts it (Chinese
 * characters) against the task's minimum and maximum, read out with the field.
 */
export function CompositionField({
  id,
  prompt,
  minChars,
  maxChars,
  answer,
  disabled,
  onAnswer,
}: TextAnswerProps & { prompt: string; minChars: number; maxChars: number }) {
  const { t } = useTranslation();
  const field = useId();
  const text = textOf(answer);
  const characters = countCharacters(text);
  const status = lengthStatus(characters, minChars, maxChars);
  return (
    <div className="exam-composition" data-testid={`exam-question-${id}`}>
      <p className="exam-prompt kai" lang="zh-Hans">
        {prompt}
      </p>
      <label htmlFor={field} className="field__label">
        {t('exam.items.compositionLabel')}
      </label>
      <textarea
        id={field}
        className="field__input field__textarea exam-composition__text kai"
        lang="zh-Hans"
        rows={14}
        maxLength={EXAM_TEXT_ANSWER_MAX}
        value={text}
        disabled={disabled}
        aria-describedby={`${field}-count`}
        onChange={(event) => onAnswer(id, { text: event.target.value })}
      />
      <p
        id={`${field}-count`}
        className="exam-composition__count"
        data-status={status}
        data-testid="exam-composition-count"
      >
        {t('exam.items.compositionCount', { characters, min: minChars, max: maxChars })}
        {status === 'short' && <> · {t('exam.items.compositionShort', { missing: minChars - characters })}</>}
        {status === 'long' && <> · {t('exam.items.compositionLong', { over: characters - maxChars })}</>}
      </p>
    </div>
  );
}
