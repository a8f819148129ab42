import './exam.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresentedPaper } from '@hanyu/contracts/exam/exam-engine';

/** The paper before it is begun: its modules and their limits, the rules, and the start. */
export function BeforeStart({ paper, onStart }: { paper: PresentedPaper; onStart: () => Promise<void> }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  return (
    <section className="exam-before" aria-labelledby="exam-before-title">
      <h2 id="exam-before-title" className="exam-section-title">
        {t('exam.page.beforeTitle')}
      </h2>
      <table className="exam-table">
        <thead>
          <tr>
            <th scope="col">{t('exam.page.module')}</th>
            <th scope="col">{t('exam.page.minutes')}</th>
            <th scope="col">{t('exam.page.questions')}</th>
          </tr>
        </thead>
        <tbody>
          {paper.modules.map((module) => (
            <tr key={module.name}>
              <th scope="row">{t(`exam.modules.${module.name}`)}</th>
              <td>{t('exam.page.minutesValue', { minutes: module.minutes })}</td>
              <td>{module.questionCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="exam-rules">
        <li>{t('exam.page.ruleClock')}</li>
        <li>{t('exam.page.ruleSaved')}</li>
        <li>{t('exam.page.ruleWriting')}</li>
        <li>{t('exam.page.ruleSpeaking')}</li>
      </ul>
      <button
        type="button"
        className="button button--primary"
        disabled={starting}
        onClick={() => {
          setStarting(true);
          void onStart().finally(() => setStarting(false));
        }}
      >
        {t('exam.page.start')}
      </button>
    </section>
  );
}
