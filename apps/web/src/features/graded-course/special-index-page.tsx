import '../../shared/exam/exam.css';
import './graded.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { SpecialTraining } from '@hanyu/contracts/constants/mhk';
import {
  GetSpecialTraining,
  StartSpecialRound,
  type SkillProgress,
  type SpecialRound,
} from '@hanyu/contracts/mhk/special';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { gradedHref, specialHref } from './graded-links.ts';
import { abilityBand, skillShares, weakestSkill } from './special-view.ts';

/**
 * webSpecialTrainingIndex / specialTrainingIndex: special training by skill: the learner's round, each
 * skill's set with its progress and the ability it was weighted by, the weakest skill suggested
 * first, all skills mixed, and a new round drawn by the weak points as they are now.
 */
export default function SpecialIndexPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.SpecialTraining);
  const training = useContent(GetSpecialTraining, {});
  return (
    <ScreenFrame route={route}>
      <p className="diag-lead">{t('special.lead')}</p>
      <LoadState state={training.state} onRetry={training.reload}>
        {(data) => (
          <SpecialHome
            route={route}
            round={data.round}
            caps={data.caps}
            onRound={(round) => training.update((old) => ({ ...old, round }))}
          />
        )}
      </LoadState>
    </ScreenFrame>
  );
}

function SpecialHome({
  route,
  round,
  caps,
  onRound,
}: {
  route: RouteEntry;
  round: SpecialRound;
  caps: { perSkill: number; total: number };
  onRound: (round: SpecialRound) => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const weakest = weakestSkill(round.skills);
  const started = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(round.startedAt));

  const newRound = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onRound((await callApi(StartSpecialRound, { after: round.round })).round);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="special-round" aria-labelledby="special-round-title" data-testid="special-round">
        <h2 id="special-round-title">{t('special.roundTitle', { round: round.round })}</h2>
        <p className="muted">{t('special.roundSince', { date: started })}</p>
        <p>
          {t('special.roundTotals', { practised: round.practised, right: round.right, total: round.setSize })}{' '}
          <progress
            max={Math.max(1, round.setSize)}
            value={round.right}
            aria-label={t('special.rightLabel', { skill: t('special.skills.all') })}
          />
        </p>
        <p className="muted">{t('special.caps', { perSkill: caps.perSkill, total: caps.total })}</p>
        {round.setSize === 0 ? (
          <p className="notice">{t('special.emptyRound')}</p>
        ) : (
          weakest && (
            <p className="notice" data-testid="special-suggestion">
              {t('special.suggest', { skill: t(`special.skills.${weakest.skill}`) })}{' '}
              <Link className="button button--primary" to={specialHref.practice(route, weakest.skill)}>
                {t('special.practise')}
              </Link>
            </p>
          )
        )}
      </section>
      <ul className="special-skills" aria-label={t('special.skillsLabel')}>
        {round.skills.map((skill) => (
          <SkillCard key={skill.skill} route={route} skill={skill} />
        ))}
        <li className="special-skill" data-skill={SpecialTraining.All}>
          <h3>{t('special.skills.all')}</h3>
          <p className="muted">{t('special.allDescription')}</p>
          <p>
            <Link className="button" to={specialHref.practice(route, SpecialTraining.All)}>
              {t('special.practise')}
            </Link>
          </p>
        </li>
      </ul>
      <section className="special-renew" aria-labelledby="special-renew-title">
        <h3 id="special-renew-title">{t('special.renewTitle')}</h3>
        <p className="muted">{t('special.renewDescription')}</p>
        <button type="button" className="button" onClick={() => void newRound()} disabled={busy} aria-busy={busy}>
          {t('special.renew')}
        </button>
        <ProblemMessage problem={problem} />
      </section>
      <p>
        <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
      </p>
    </>
  );
}

function SkillCard({ route, skill }: { route: RouteEntry; skill: SkillProgress }) {
  const { t } = useTranslation();
  const shares = skillShares(skill);
  const band = abilityBand(skill.ability);
  const name = t(`special.skills.${skill.skill}`);
  const done = skill.setSize > 0 && skill.right === skill.setSize;
  return (
    <li className="special-skill" data-skill={skill.skill} data-band={band}>
      <h3>{name}</h3>
      <p className="muted">{t(`special.describe.${skill.skill}`)}</p>
      <p data-testid={`special-ability-${skill.skill}`}>
        {skill.ability === null
          ? t('special.ability.unknown')
          : t(`special.ability.${band}`, { ability: skill.ability, source: t(`special.source.${skill.source}`) })}
      </p>
      <p>
        {t('special.skillTotals', { practised: skill.practised, right: skill.right, total: skill.setSize })}
        <br />
        <progress max={100} value={shares.right} aria-label={t('special.rightLabel', { skill: name })} />
      </p>
      <p>
        {skill.setSize === 0 ? (
          <span className="muted">{t('special.noItems')}</span>
        ) : done ? (
          <span>{t('special.skillDone')}</span>
        ) : (
          <Link className="button" to={specialHref.practice(route, skill.skill)}>
            {skill.practised > 0 ? t('special.continue') : t('special.practise')}
          </Link>
        )}
      </p>
    </li>
  );
}
