import { useTranslation } from 'react-i18next';
import type { DiagnosisPlacement } from '@hanyu/contracts/mhk/diagnosis';

/** Rank, level and where to start in the graded course, as text (the course is not built yet). */
export function PlacementCard({ placement }: { placement: DiagnosisPlacement }) {
  const { t } = useTranslation();
  const { rank, level, recommendation } = placement;
  return (
    <dl className="diag-placement" data-testid="diag-placement">
      <div>
        <dt>{t('diagnosis.report.rank')}</dt>
        <dd data-testid="diag-rank">{t(`diagnosis.ranks.${rank}`)}</dd>
      </div>
      <div>
        <dt>{t('diagnosis.report.level')}</dt>
        <dd data-testid="diag-level">{t(`diagnosis.levels.${level}`)}</dd>
      </div>
      <div>
        <dt>{t('diagnosis.report.start')}</dt>
        <dd data-testid="diag-recommendation">
          {t('diagnosis.report.startValue', {
            tier: t(`diagnosis.tiers.${recommendation.tier}`),
            grade: recommendation.grade,
          })}
        </dd>
      </div>
    </dl>
  );
}
