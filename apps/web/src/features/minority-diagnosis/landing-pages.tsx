import './diagnosis.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { diagnosisHref } from './diagnosis-links.ts';
import { MyMinorityStudy } from './my-minority-study.tsx';

/** The screens the landing pages lead to, each described in diagnosis.entrances. */
type Entrance =
  | 'learnCourse'
  | 'minorityAbilityDiagnosis'
  | 'diagnosisIndex'
  | 'diagnosisHistory'
  | 'mhkExamIntro'
  | 'minorityDownload'
  | 'specialTrainingIndex';

function Entrances({ route, screens }: { route: RouteEntry; screens: readonly Entrance[] }) {
  const { t } = useTranslation();
  return (
    <ul className="diag-entrances">
      {screens.map((screen) => (
        <li key={screen}>
          <Link className="diag-entrance" to={diagnosisHref(route, screen)}>
            <span className="diag-entrance__name">{t(`screens.${screen}`)}</span>
            <span className="diag-entrance__desc">{t(`diagnosis.entrances.${screen}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * minorityIndex: the minority area's home: for a signed-in learner their grade, the unit to go on with, the
 * grade's promotion exam and their last diagnosis; for everyone the ways in.
 */
export function MinorityIndexPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.userInfo.token !== '');
  return (
    <ScreenFrame route={route}>
      <p className="diag-lead">{t('diagnosis.minority.lead')}</p>
      {signedIn && <MyMinorityStudy route={route} />}
      <Entrances
        route={route}
        screens={[
          'learnCourse',
          'minorityAbilityDiagnosis',
          'diagnosisIndex',
          'specialTrainingIndex',
          'mhkExamIntro',
          'minorityDownload',
        ]}
      />
    </ScreenFrame>
  );
}

/**
 * minorityAbilityDiagnosis and its mhkExam parent route: the diagnosis centre, which explains the
 * diagnosis and leads to the papers, the past results and the MHK mock exams that follow it.
 */
export function AbilityDiagnosisPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.DiagnosisIndex);
  return (
    <ScreenFrame route={route}>
      <p className="diag-lead">{t('diagnosis.centre.lead')}</p>
      <ol className="diag-steps">
        <li>{t('diagnosis.centre.step1')}</li>
        <li>{t('diagnosis.centre.step2')}</li>
        <li>{t('diagnosis.centre.step3')}</li>
      </ol>
      <Entrances
        route={route}
        screens={['diagnosisIndex', 'diagnosisHistory', 'specialTrainingIndex', 'mhkExamIntro']}
      />
    </ScreenFrame>
  );
}
