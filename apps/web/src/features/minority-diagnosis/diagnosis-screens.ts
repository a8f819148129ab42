import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import CompositionDetailPage from './composition-detail-page.tsx';
import DiagnosisPage from './diagnosis-page.tsx';
import HistoryPage from './history-page.tsx';
import IndexPage from './index-page.tsx';
import { AbilityDiagnosisPage, MinorityIndexPage } from './landing-pages.tsx';
import ReportPage from './report-page.tsx';

/**
 * The minority area's diagnosis screens by name, loaded as one chunk on the first of them visited (as
 * the MHK screens are), so the home route's initial JavaScript stays as it was.
 */
export const DIAGNOSIS_SCREENS = {
  minorityIndex: MinorityIndexPage,
  minorityAbilityDiagnosis: AbilityDiagnosisPage,
  minorityAbilityDiagnosisParent: AbilityDiagnosisPage,
  diagnosisIndex: IndexPage,
  diagnosis: DiagnosisPage,
  diagnosisHistory: HistoryPage,
  diagnosisHistoryReport: ReportPage,
  compositionDetail: CompositionDetailPage,
} satisfies Record<string, ComponentType<ScreenProps>>;

export type DiagnosisScreen = keyof typeof DIAGNOSIS_SCREENS;
