import './graded.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import {
  DownloadGradedUnit,
  GetGradedCourse,
  gradeOfUnit,
  UnitDownloadFormat,
  type CourseGrade,
} from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { gradedHref } from './graded-links.ts';
import { fileSize } from './course-view.ts';

type Made = { url: string; fileName: string; size: number; pages: number; tracks: number };

/**
 * minorityDownload (?grade= or ?unit=): a grade's units, each packed for offline study as a printable
 * PDF (new words, the text with pinyin and glosses, every exercise, the answers at the end) or a ZIP of
 * the PDF with the unit's recordings. A package is made on the first request and kept.
 */
export default function DownloadPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  useStudyAction(ModelCode.LearnCourse);
  const course = useContent(GetGradedCourse, {});
  const unitParam = search.get('unit');
  return (
    <ScreenFrame route={route}>
      <p className="graded-lead">{t('graded.download.lead')}</p>
      <LoadState state={course.state} onRetry={course.reload}>
        {(data) => {
          const wanted =
            search.get('grade') ??
            (unitParam ? gradeOfUnit(unitParam) : data.next ? gradeOfUnit(data.next) : data.grades[0]?.gradeKey);
          const grade = data.grades.find((entry) => entry.gradeKey === wanted) ?? data.grades[0];
          if (!grade) return <p className="empty-state">{t('graded.course.empty')}</p>;
          return (
            <>
              <label className="field graded-download-grade">
                <span className="field__label">{t('graded.download.grade')}</span>
                <select
                  className="field__input"
                  value={grade.gradeKey}
                  onChange={(event) => setSearch({ grade: event.target.value })}
                >
                  {data.grades.map((entry) => (
                    <option key={entry.gradeKey} value={entry.gradeKey}>
                      {entry.title}
                    </option>
                  ))}
                </select>
              </label>
              <ol className="graded-units" data-testid="download-units">
                {grade.units.map((unit) => (
                  <UnitDownloads key={unit.unitKey} unit={unit} highlighted={unit.unitKey === unitParam} />
                ))}
              </ol>
              <p className="muted">{t('graded.download.note')}</p>
              <Link to={gradedHref.grade(route, grade.gradeKey)}>{t('graded.promotion.backToGrade')}</Link>
            </>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}

function UnitDownloads({ unit, highlighted }: { unit: CourseGrade['units'][number]; highlighted: boolean }) {
  const { t, i18n } = useTranslation();
  const [made, setMade] = useState<Partial<Record<UnitDownloadFormat, Made>>>({});
  const [busy, setBusy] = useState<UnitDownloadFormat | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const make = async (format: UnitDownloadFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      const answer = await callApi(DownloadGradedUnit, { unitKey: unit.unitKey, format }, { loading: '' });
      setMade((before) => ({ ...before, [format]: answer }));
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="graded-unit" data-current={highlighted || undefined} data-testid={`download-${unit.unitKey}`}>
      <h3 className="graded-unit__title" lang="zh-Hans">
        {unit.title}
      </h3>
      {Object.values(UnitDownloadFormat).map((format) => {
        const ready = made[format];
        return (
          <p key={format}>
            {ready ? (
              <a className="button button--primary" href={ready.url} download={ready.fileName}>
                {t(`graded.download.ready.${format}`, {
                  size: fileSize(ready.size, i18n.language),
                  pages: ready.pages,
                  tracks: ready.tracks,
                })}
              </a>
            ) : (
              <button type="button" className="button" disabled={busy !== null} onClick={() => void make(format)}>
                {busy === format ? t('graded.download.making') : t(`graded.download.make.${format}`)}
              </button>
            )}
          </p>
        );
      })}
      <ProblemMessage problem={problem} />
    </li>
  );
}
