import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MhkLevel } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { CENTRE_MODULE, DeleteMhkExam, MhkExamHistory, type MhkHistoryEntry } from '@hanyu/contracts/mhk/exam';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ExamHistory } from '../../shared/exam/exam-history.tsx';
import { useQueryPage } from '../../shared/exam/use-query-page.ts';
import { isLevel, MHK_LEVELS, mhkHref } from './mhk-links.ts';
import { MhkLinks } from './mhk-nav.tsx';
import { ChoiceRow } from './paper-list.tsx';
import { useQueryChoice } from './use-query-choice.ts';

type LevelFilter = (typeof MhkLevel)[keyof typeof MhkLevel];

function isLevelOrAll(value: string | null): value is LevelFilter {
  return value === MhkLevel.All || isLevel(value);
}

/** mhkExamHistory: the learner's attempts, newest first, a page at a time; a finished one can be deleted. */
export default function HistoryPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [page, toPage] = useQueryPage();
  const [level, setLevel] = useQueryChoice('level', isLevelOrAll, MhkLevel.All, ['page']);
  const history = useContent(MhkExamHistory, { level, page });
  useStudyAction(ModelCode.MhkExamPage);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ScreenFrame route={route}>
      <ChoiceRow
        name="mhk-history-level"
        legend={t('mhkExam.history.filter')}
        options={[
          { value: MhkLevel.All as LevelFilter, label: t('mhkExam.history.allLevels') },
          ...MHK_LEVELS.map((value) => ({ value: value as LevelFilter, label: t(`mhkExam.levels.${value}`) })),
        ]}
        value={level}
        onChange={setLevel}
      />
      <ExamHistory<MhkHistoryEntry>
        history={history}
        page={page}
        onPage={toPage}
        texts="mhkExam.history"
        testId="mhk-history"
        empty={<Link to={mhkHref(route, 'mhkExamFull')}>{t('screens.mhkExamFull')}</Link>}
        when={(entry) => {
          const module = CENTRE_MODULE[entry.centre];
          return `${module ? t(`exam.modules.${module}`) : t('mhkExam.history.whole')} · ${date.format(
            new Date(entry.submittedAt ?? entry.startedAt),
          )}`;
        }}
        score={(entry) =>
          entry.total === null
            ? t(`mhkExam.history.status.${entry.status}`)
            : t('mhkExam.history.score', { total: entry.total.toFixed(1), max: entry.maxTotal })
        }
        reportHref={(entry) => mhkHref(route, 'mhkExamFullReport', { attemptId: entry.attemptId })}
        continueHref={(entry) =>
          mhkHref(route, 'mhkExamPage', { paperId: entry.paperId, centre: entry.centre, attemptId: entry.attemptId })
        }
        continueLabel={t('mhkExam.papers.continue')}
        remove={(entry) => callApi(DeleteMhkExam, { attemptId: entry.attemptId }, { loading: '' })}
      />
      <MhkLinks route={route} />
    </ScreenFrame>
  );
}
