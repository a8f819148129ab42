import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { examHref } from './exam-links.ts';

/** Signed minutes and seconds: 3:05, or -0:12 past the limit. */
export function examClock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(seconds));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A test screen opened without its attempt (a bookmark, say): the way back to the mock tests. */
export function NoAttempt({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <p className="notice">
      {t('pscExam.part.noAttempt')} <Link to={examHref(route, 'PscExamParent')}>{t('pscExam.part.toHub')}</Link>
    </p>
  );
}
