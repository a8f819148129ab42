import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import ExamPage from './exam-page.tsx';
import HistoryPage from './history-page.tsx';
import { IntroPage, SyllabusPage } from './info-pages.tsx';
import { FullPage, SinglePage } from './papers-pages.tsx';
import ReportPage from './report-page.tsx';

/**
 * The seven MHK screens by name, loaded as one chunk on the first MHK screen visited: the app's route
 * map then holds one import for the area rather than one per screen, so the home route's initial
 * JavaScript stays as it was (decision 049's budget).
 */
export const MHK_SCREENS = {
  mhkExamIntro: IntroPage,
  mhkExamSyllabus: SyllabusPage,
  mhkExamFull: FullPage,
  mhkExamSingle: SinglePage,
  mhkExamHistory: HistoryPage,
  mhkExamFullReport: ReportPage,
  mhkExamPage: ExamPage,
} satisfies Record<string, ComponentType<ScreenProps>>;

export type MhkScreen = keyof typeof MHK_SCREENS;
