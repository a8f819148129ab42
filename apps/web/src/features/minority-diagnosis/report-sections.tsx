import { useTranslation } from 'react-i18next';
import {
  DIAGNOSIS_TRAIT_MAX,
  DIAGNOSIS_TRAITS,
  type DiagnosisResult,
  type DiagnosisSkill,
  type DiagnosisTypeResult,
} from '@hanyu/contracts/mhk/diagnosis';
import { QuestionResult } from '../../shared/exam/report-parts.tsx';
import { barPercent, practiseBySkill, typePercent } from './diagnosis-view.ts';

/** Each skill's score out of 50 as a bar, with the questions right. */
export function SkillBars({ result }: { result: DiagnosisResult }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ul className="diag-bars">
      {result.skills.map((entry) => (
        <li key={entry.skill} className="diag-bar">
          <span className="diag-bar__name" id={`diag-bar-${entry.skill}`}>
            {t(`exam.modules.${entry.skill}`)}
          </span>
          <span className="diag-bar__track" aria-hidden="true">
            <span className="diag-bar__fill" style={{ width: `${barPercent(entry.score, entry.max)}%` }} />
          </span>
          <span className="diag-bar__score" data-testid={`diag-score-${entry.skill}`}>
            {number.format(entry.score)}
            <span className="muted"> / {entry.max}</span>
          </span>
          <span className="muted diag-bar__correct">
            {t('diagnosis.report.correct', { correct: entry.correct, total: entry.questionCount })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The composition's four traits, out of 100 each, an estimate; or why there are none. */
export function WritingTraits({ result }: { result: DiagnosisResult }) {
  const { t } = useTranslation();
  const traits = result.traits;
  if (!traits) return <p className="muted">{t('diagnosis.report.noTraits')}</p>;
  return (
    <>
      <dl className="diag-traits" data-testid="diag-traits">
        {DIAGNOSIS_TRAITS.map((trait) => (
          <div key={trait} className="diag-traits__row">
            <dt>{t(`exam.report.traits.${trait}`)}</dt>
            <dd>
              <meter
                min={0}
                max={DIAGNOSIS_TRAIT_MAX}
                value={traits[trait]}
                aria-label={t(`exam.report.traits.${trait}`)}
              />
              <span className="diag-traits__value">
                {Math.round(traits[trait])}
                <span className="muted"> / {DIAGNOSIS_TRAIT_MAX}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted" data-testid="diag-traits-source">
        {result.traitsReviewedBy
          ? t('diagnosis.report.traitsReviewed', { teacher: result.traitsReviewedBy })
          : t('exam.report.estimateNote')}
      </p>
    </>
  );
}

function SkillsAndTypes({
  skills,
  types,
  empty,
  testId,
}: {
  skills: readonly DiagnosisSkill[];
  types: readonly DiagnosisTypeResult[];
  empty: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  if (skills.length === 0 && types.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="diag-findings" data-testid={testId}>
      {skills.length > 0 && (
        <li>
          {t('diagnosis.report.skillsLine', { skills: list.format(skills.map((skill) => t(`exam.modules.${skill}`))) })}
        </li>
      )}
      {types.map((type) => (
        <li key={type.type}>
          {t('diagnosis.report.typeLine', {
            type: t(`diagnosis.types.${type.type}`),
            skill: t(`exam.modules.${type.skill}`),
            percent: typePercent(type),
          })}
        </li>
      ))}
    </ul>
  );
}

/** Strengths and weaknesses: the skills and the item types, in words. */
export function Findings({ result }: { result: DiagnosisResult }) {
  const { t } = useTranslation();
  return (
    <div className="diag-findings-grid">
      <section aria-labelledby="diag-strengths-title">
        <h3 id="diag-strengths-title">{t('diagnosis.report.strengths')}</h3>
        <SkillsAndTypes
          skills={result.strengths.skills}
          types={result.strengths.types}
          empty={t('diagnosis.report.noStrengths')}
          testId="diag-strengths"
        />
      </section>
      <section aria-labelledby="diag-weaknesses-title">
        <h3 id="diag-weaknesses-title">{t('diagnosis.report.weaknesses')}</h3>
        <SkillsAndTypes
          skills={result.weaknesses.skills}
          types={result.weaknesses.types}
          empty={t('diagnosis.report.noWeaknesses')}
          testId="diag-weaknesses"
        />
      </section>
    </div>
  );
}

/** The questions answered wrong or not at all, by skill, each with its key and explanation. */
export function ToPractise({ result }: { result: DiagnosisResult }) {
  const { t } = useTranslation();
  const groups = practiseBySkill(result.practise);
  if (groups.length === 0) return <p className="muted">{t('diagnosis.report.nothingToPractise')}</p>;
  return (
    <div data-testid="diag-practise">
      {groups.map((group) => (
        <section key={group.skill} aria-labelledby={`diag-practise-${group.skill}`}>
          <h3 id={`diag-practise-${group.skill}`}>
            {t('diagnosis.report.practiseSkill', {
              skill: t(`exam.modules.${group.skill}`),
              count: group.questions.length,
            })}
          </h3>
          <ol className="diag-practise">
            {group.questions.map((entry) => (
              <li key={entry.questionId}>
                <span className="diag-practise__type muted">{t(`diagnosis.types.${entry.type}`)}</span>
                <QuestionResult
                  question={{
                    id: entry.questionId,
                    question: entry.question,
                    given: entry.given,
                    key: entry.key,
                    correct: false,
                    points: 0,
                    maxPoints: 1,
                    explanation: entry.explanation,
                  }}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
