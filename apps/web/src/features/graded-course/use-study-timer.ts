import { useEffect } from 'react';
import { AddStudyTime } from '@hanyu/contracts/mhk/graded';
import type { StudyTimer } from '@hanyu/contracts/constants/mhk';
import { callApi } from '../../shared/api/api-client.ts';
import { timeReports } from './course-view.ts';

/** How often the time counted so far is sent while the learner stays on the page. */
const REPORT_EVERY_MS = 60_000;

/**
 * Time on task for a study timer of a unit: seconds are counted while the page is visible and sent
 * every minute, when the page is hidden and when the learner leaves it. A failed report is dropped
 * (time on task is a record for the learner, not something to retry over a broken network).
 */
export function useStudyTimer(unitKey: string | null, timer: (typeof StudyTimer)[keyof typeof StudyTimer]): void {
  useEffect(() => {
    if (!unitKey) return undefined;
    let since = document.visibilityState === 'visible' ? Date.now() : null;
    let counted = 0;
    const collect = () => {
      if (since !== null) counted += (Date.now() - since) / 1000;
      since = document.visibilityState === 'visible' ? Date.now() : null;
    };
    const send = () => {
      collect();
      const reports = timeReports(counted);
      counted -= reports.reduce((sum, seconds) => sum + seconds, 0);
      for (const seconds of reports) callApi(AddStudyTime, { unitKey, timer, seconds }).catch(() => undefined);
    };
    const every = window.setInterval(send, REPORT_EVERY_MS);
    document.addEventListener('visibilitychange', send);
    window.addEventListener('pagehide', send);
    return () => {
      window.clearInterval(every);
      document.removeEventListener('visibilitychange', send);
      window.removeEventListener('pagehide', send);
      send();
    };
  }, [unitKey, timer]);
}
