import type { FastifyInstance } from 'fastify';
import { StudyTimer, StudyType } from '@hanyu/contracts/constants/mhk';
import {
  AddStudyTime,
  CheckGradedAnswers,
  CompleteGradedStudy,
  DownloadGradedUnit,
  GetGradedCourse,
  GetGradedUnit,
  GetStudyTime,
  GetUserCollectInfo,
  SaveUserCollectInfo,
  SLOW_LISTENING_TIERS,
  STUDY_ORDER,
  type LearningState,
  type PresentedUnit,
  type UnitProgress,
} from '@hanyu/contracts/mhk/graded';
import { gradeKey } from '@hanyu/content/graded-course-schema';
import { appError } from '../../platform/errors.ts';
import { publishedUnitVideo } from '../managed-content/index.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { ExamEngineRepository } from '../exam/index.ts';
import {
  GradedCourse,
  checkAnswers,
  itemSeed,
  listeningLines,
  presentExercise,
  presentPractice,
  readInContext,
  type CourseUnit,
} from './graded-course.ts';
import { learnerGrade } from './graded-placement.ts';
import { LaidOverCourse } from './laid-over-course.ts';
import { GradedRepository, type StoredState } from './graded-repository.ts';
import { ListeningAudio } from './listening-audio.ts';
import { listeningKey } from './mhk-papers.ts';
import { UnitDownloads } from './unit-download.ts';

function learningState(state: StoredState, progress: UnitProgress): LearningState {
  return {
    ...state,
    nextModules: STUDY_ORDER.filter((type) => !progress.done.includes(type)),
    newWord: !progress.done.includes(StudyType.Preview),
  };
}

/**
 * The graded course (/mhk/study/...): the course with the learner's progress, a unit to study with
 * its listening made on first view, answers checked on the server (the page never holds a key), the
 * learning state kept as the learner moves, and time on task per study timer. Each request reads the
 * course as it is now, revised units laid over the authored ones (decision 073).
 */
export function gradedRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const courses = new LaidOverCourse(platform.db, platform.config.contentDir);
  const repository = new GradedRepository(platform.db);
  const exams = new ExamEngineRepository(platform.db, platform.dialect);
  const audio = new ListeningAudio(platform.files, platform.fileStore, speech);
  const downloads = new UnitDownloads(platform.files, audio);
  const resourceUrl = (key: string) => `/${key}?resourceToken=${platform.resourceTokens.issue(key)}`;

  const unitOrRefuse = async (key: string): Promise<CourseUnit> => {
    const unit = (await courses.current()).unit(key);
    if (!unit) throw appError('NoResource');
    return unit;
  };

  // A placement reads the course's grades and unit keys, which a revision never changes.
  const placement = (userId: string) => learnerGrade(courses.authored, repository, exams, userId);

  apiRoute(app, GetGradedCourse, async (context) => {
    const user = context.session.userId;
    const course = await courses.current();
    const [progress, state, placed] = await Promise.all([
      repository.progress(user),
      repository.state(user),
      placement(user),
    ]);
    const grades = course.grades.map((grade) => {
      const key = gradeKey(grade.tier, grade.grade);
      return {
        gradeKey: key,
        tier: grade.tier,
        grade: grade.grade,
        title: grade.title,
        hskBand: GradedCourse.hskBand(grade),
        units: course.unitsOf(key).map((entry) => ({
          unitKey: entry.key,
          title: entry.unit.title,
          titleEn: entry.unit.titleEn,
          goal: entry.unit.goal,
          progress: progress.get(entry.key) ?? { done: [], best: {} },
        })),
      };
    });
    const gradeUnits = placed.grade ? course.unitsOf(placed.grade) : [];
    const firstOpen = gradeUnits.find((entry) => (progress.get(entry.key)?.done.length ?? 0) < STUDY_ORDER.length);
    const next = state?.currentPeriodId ?? firstOpen?.key ?? gradeUnits[0]?.key ?? null;
    return {
      grades,
      state: state ? learningState(state, progress.get(state.currentPeriodId) ?? { done: [], best: {} }) : null,
      next,
      placedBy: placed.placedBy,
    };
  });

  apiRoute(app, GetGradedUnit, async (context) => {
    const user = context.session.userId;
    const course = await courses.current();
    const entry = course.unit(context.payload.unitKey);
    if (!entry) throw appError('NoResource');
    const { unit, grade } = entry;
    const readings = grade.readings;
    const slow = SLOW_LISTENING_TIERS.includes(grade.tier);
    const listening = unit.practice.items.flatMap((item) =>
      item.kind === 'listenChoose' || item.kind === 'listenJudge' ? [item.audio] : [],
    );
    const lengths = new Map<string, number>();
    for (const text of listening) {
      const lines = listeningLines(text);
      lengths.set(text, await audio.length(listeningKey(lines, slow), lines, slow));
    }
    const audioOf = (text: string) => {
      const key = listeningKey(listeningLines(text), slow);
      return { url: resourceUrl(key), seconds: lengths.get(text) ?? 0 };
    };
    const placed = await placement(user);
    const before = await repository.unitProgress(user, entry.key);
    const state = await repository.state(user);
    // Opening the unit's own page keeps the step the learner was at; a study page moves to its step.
    const module =
      context.payload.module ??
      (state?.currentPeriodId === entry.key
        ? state.currentModuleCode
        : (STUDY_ORDER.find((type) => !before.done.includes(type)) ?? StudyType.Preview));
    await repository.moveTo(user, entry.key, module, placed.grade ?? entry.gradeKey);
    const progress = await repository.unitProgress(user, entry.key);
    const presented: PresentedUnit = {
      unitKey: entry.key,
      gradeKey: entry.gradeKey,
      gradeTitle: grade.title,
      title: unit.title,
      titleEn: unit.titleEn,
      goal: unit.goal,
      preview: {
        words: unit.preview.words.map((word) => ({
          text: word.text,
          pinyin: word.pinyin,
          gloss: word.gloss,
          example: word.example ? readInContext(word.example, readings) : null,
        })),
      },
      voice: { items: unit.voice.items.map((item) => readInContext(item.text, readings)) },
      video: {
        slides: unit.video.slides,
        uploaded: await publishedUnitVideo(platform.db, platform.dialect, entry.key).then((video) =>
          video ? { title: video.title, summary: video.summary, src: video.src } : null,
        ),
      },
      book: {
        title: unit.book.title,
        lines: unit.book.lines.map((line) => ({
          speaker: line.speaker ?? null,
          line: readInContext(line.line, readings),
          gloss: line.gloss,
        })),
      },
      practice: {
        items: unit.practice.items.map((item, i) =>
          presentPractice(itemSeed(entry.key, StudyType.Practice, i), item, readings, audioOf),
        ),
      },
      exercises: {
        items: unit.exercises.items.map((item, i) =>
          presentExercise(itemSeed(entry.key, StudyType.Exercises, i), item),
        ),
      },
      extension: {
        title: unit.extension.title,
        text: readInContext(unit.extension.text, readings),
        questions: unit.extension.questions.map((q) => ({ question: q.question, options: q.options })),
      },
      glossesChecked: grade.glossesCheckedByNativeSpeaker,
      progress,
      ...course.neighbours(entry.key),
    };
    return presented;
  });

  apiRoute(app, CheckGradedAnswers, async (context) => {
    const user = context.session.userId;
    const { unitKey, studyType, answers } = context.payload;
    const entry = await unitOrRefuse(unitKey);
    const checked = checkAnswers(entry.key, entry.unit, studyType, answers);
    await repository.record(user, entry.key, studyType, { done: checked.done, score: checked.score });
    return { ...checked, progress: await repository.unitProgress(user, entry.key) };
  });

  apiRoute(app, CompleteGradedStudy, async (context) => {
    const user = context.session.userId;
    const entry = await unitOrRefuse(context.payload.unitKey);
    await repository.record(user, entry.key, context.payload.studyType, { done: true, score: null });
    const progress = await repository.unitProgress(user, entry.key);
    const placed = await placement(user);
    const nextType = STUDY_ORDER.find((type) => !progress.done.includes(type)) ?? context.payload.studyType;
    const state = await repository.moveTo(user, entry.key, nextType, placed.grade ?? entry.gradeKey);
    return { progress, state: learningState(state, progress) };
  });

  apiRoute(app, AddStudyTime, async (context) => {
    const { unitKey, timer, seconds } = context.payload;
    const entry = await unitOrRefuse(unitKey);
    return { seconds: await repository.addTime(context.session.userId, timer, entry.key, seconds) };
  });

  apiRoute(app, GetStudyTime, async (context) => {
    const times = await repository.times(context.session.userId);
    const timers = Object.values(StudyTimer)
      .filter((timer) => times.has(timer))
      .map((timer) => ({ timer, seconds: times.get(timer) ?? 0 }));
    return { timers, total: timers.reduce((sum, entry) => sum + entry.seconds, 0) };
  });

  apiRoute(app, DownloadGradedUnit, async (context) => {
    const { key, ...made } = await downloads.package(
      await unitOrRefuse(context.payload.unitKey),
      context.payload.format,
    );
    return { url: resourceUrl(key), ...made };
  });

  apiRoute(app, GetUserCollectInfo, async (context) => ({
    info: await repository.learnerInfo(context.session.userId),
  }));

  apiRoute(app, SaveUserCollectInfo, async (context) => {
    const { region, firstLanguage, schoolLevel } = context.payload;
    await repository.saveLearnerInfo(context.session.userId, { region, firstLanguage, schoolLevel });
    return { region, firstLanguage, schoolLevel };
  });
}
