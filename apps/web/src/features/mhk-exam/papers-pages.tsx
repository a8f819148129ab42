import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useTranslation } from 'react-i18next';
import { ExamCentre, MhkLevel } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import type { CentreCode } from '@hanyu/contracts/mhk/exam';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { isLevel, isSingleCentre, MHK_LEVELS, SINGLE_CENTRES, type MhkPaperLevel } from './mhk-links.ts';
import { useQueryChoice } from './use-query-choice.ts';
import { ChoiceRow, PaperList } from './paper-list.tsx';
import { MhkLinks } from './mhk-nav.tsx';

/** mhkExamFull: a whole mock paper of the four modules; the level first, then its papers. */
export function FullPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useQueryChoice('level', isLevel, MhkLevel.One);
  useStudyAction(ModelCode.MhkExamPage);
  return (
    <ScreenFrame route={route}>
      <p className="mhk-lead">{t('mhkExam.full.lead')}</p>
      <LevelPapers route={route} level={level} onLevel={setLevel} centre={ExamCentre.All} />
      <MhkLinks route={route} />
    </ScreenFrame>
  );
}

/** mhkExamSingle: one module of a paper as a practice (centre codes 0601–0604), with its own clock. */
export function SinglePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useQueryChoice('level', isLevel, MhkLevel.One);
  const [centre, setCentre] = useQueryChoice('centre', isSingleCentre, ExamCentre.Listen);
  useStudyAction(ModelCode.MhkExamPage);
  return (
    <ScreenFrame route={route}>
      <p className="mhk-lead">{t('mhkExam.single.lead')}</p>
      <ChoiceRow
        name="mhk-module"
        legend={t('mhkExam.single.chooseModule')}
        options={SINGLE_CENTRES.map((entry) => ({ value: entry.centre, label: t(`exam.modules.${entry.module}`) }))}
        value={centre}
        onChange={setCentre}
      />
      <LevelPapers route={route} level={level} onLevel={setLevel} centre={centre} />
      <MhkLinks route={route} />
    </ScreenFrame>
  );
}

/** The level to choose and that level's papers, for the whole paper or one module (`centre`). */
function LevelPapers({
  route,
  level,
  onLevel,
  centre,
}: Pick<ScreenProps, 'route'> & {
  level: MhkPaperLevel;
  onLevel: (level: MhkPaperLevel) => void;
  centre: CentreCode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceRow
        name="mhk-level"
        legend={t('mhkExam.papers.chooseLevel')}
        options={MHK_LEVELS.map((value) => ({ value, label: t(`mhkExam.levels.${value}`) }))}
        value={level}
        onChange={onLevel}
      />
      <section aria-labelledby="mhk-papers-title">
        <h2 id="mhk-papers-title" className="exam-section-title">
          {t('mhkExam.papers.title', { level: t(`mhkExam.levels.${level}`) })}
        </h2>
        <PaperList route={route} level={level} centre={centre} />
      </section>
    </>
  );
}
