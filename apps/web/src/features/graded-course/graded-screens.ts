import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import CompositionReportPage from './composition-report-page.tsx';
import CoursePage from './course-page.tsx';
import DownloadPage from './download-page.tsx';
import GradePage from './grade-page.tsx';
import PinyinStudyPage from './pinyin-study-page.tsx';
import PromotionExamPage from './promotion-exam-page.tsx';
import PromotionHomePage from './promotion-home-page.tsx';
import PromotionReportPage from './promotion-report-page.tsx';
import type { SpeakComponent } from './item-inputs.tsx';
import { ExercisePage, ExtendPage, PracticePage, PronouncePage } from './practice-pages.tsx';
import { BookPage, PreviewPage } from './reading-pages.tsx';
import ResultPage from './result-page.tsx';
import SpecialIndexPage from './special-index-page.tsx';
import { SpecialPracticePage } from './special-practice-page.tsx';
import UnitPage from './unit-page.tsx';
import { VideoPage } from './video-page.tsx';

export type { SpeakComponent };

/** The graded course's screens that need nothing from other features, by name, loaded as one chunk. */
export const GRADED_SCREENS = {
  learnCourse: CoursePage,
  beginBookStudy: GradePage,
  beginBookStudyDetail: UnitPage,
  learnGradedPreview: PreviewPage,
  learnGradedVideo: VideoPage,
  learnGradedBook: BookPage,
  learnGradedPracticeEvaluationResult: ResultPage,
  learnGradedPinyinStudy: PinyinStudyPage,
  learnGradedPromotionHomePage: PromotionHomePage,
  promotion: PromotionExamPage,
  learnGradedPromotionReport: PromotionReportPage,
  learnGradedCompositionReport: CompositionReportPage,
  promotionCompositionDetail: CompositionReportPage,
  minorityDownload: DownloadPage,
  specialTrainingIndex: SpecialIndexPage,
} satisfies Record<string, ComponentType<ScreenProps>>;

/** The screens where the learner speaks: the app gives them the speech feature's recorder panel. */
export const GRADED_SPEAKING_SCREENS = {
  learnGradedPronounce: PronouncePage,
  learnGradedPractice: PracticePage,
  learnGradedExercise: ExercisePage,
  learnGradedExtend: ExtendPage,
  specialTrainParent: SpecialPracticePage,
} satisfies Record<string, ComponentType<ScreenProps & { Speak: SpeakComponent }>>;

export type GradedScreen = keyof typeof GRADED_SCREENS | keyof typeof GRADED_SPEAKING_SCREENS;
