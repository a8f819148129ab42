import { useId } from 'react';
import type { ExamAnswer } from '@hanyu/contracts/exam/exam-engine';
import { OPTION_LETTERS } from './item-questions.ts';

interface ChoiceQuestionProps {
  id: string;
  /** The question's number on the paper, shown before it. */
  number: string;
  question: string;
  options: readonly string[];
  answer: ExamAnswer | undefined;
  disabled: boolean;
  onAnswer: (questionId: string, answer: ExamAnswer) => void;
}

/** One choice question: the question as the group's legend, the options as radio buttons (A–D). */
export function ChoiceQuestion({ id, number, question, options, answer, disabled, onAnswer }: ChoiceQuestionProps) {
  const name = useId();
  const chosen = answer && 'option' in answer ? answer.option : null;
  return (
    <fieldset className="exam-choice" disabled={disabled} data-testid={`exam-question-${id}`}>
      <legend className="exam-choice__question">
        <span className="exam-choice__number">{number}</span>{' '}
        <span className="kai" lang="zh-Hans">
          {question}
        </span>
      </legend>
      <div className="exam-choice__options">
        {options.map((option, index) => (
          <label key={index} className="exam-choice__option" data-chosen={chosen === index}>
            <input
              type="radio"
              name={name}
              value={index}
              checked={chosen === index}
              onChange={() => onAnswer(id, { option: index })}
            />
            <span className="exam-choice__letter" aria-hidden="true">
              {OPTION_LETTERS[index]}
            </span>
            <span className="kai" lang="zh-Hans">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
