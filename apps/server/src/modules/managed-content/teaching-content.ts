import {
  ManagedType,
  type ContentProblem,
  type GradedUnitOutline,
  type ManagedFields,
  type MhkPaperOutline,
  type PolyphoneNote,
  type TestSiteOutline,
} from '@hanyu/contracts/admin/content';
import { eloquenceExerciseSchema, type EloquenceExercise } from '@hanyu/contracts/psc/speech';
import {
  passageSchema,
  storedPassageSchema,
  studyEntrySchema,
  topicSchema,
  type Passage,
  type StudyEntry,
  type Topic,
} from '@hanyu/contracts/psc/study';
import {
  diagnosisPaperItem,
  eloquenceItem,
  gradedUnitItem,
  mhkPaperItem,
  passageItem,
  phoneticsItem,
  promotionPaperItem,
  pscPaperItem,
  pscTestSiteItem,
  topicItem,
  type ContentItem,
} from '@hanyu/content/catalogue';
import {
  loadDiagnosisPapers,
  loadGrades,
  loadMhkPapers,
  loadPassages,
  loadPhonetics,
  loadPromotionPapers,
  loadPscWordLists,
  loadSpeaking,
} from '@hanyu/content/content-files';
import { hskWordLevels } from '@hanyu/content/dictionary/dictionary-source';
import {
  checkDiagnosisPaperFields,
  checkMhkPaperFields,
  checkPassageFields,
  checkPromotionPaperFields,
  checkPscPaperFields,
  checkTopicFields,
  mhkPaperOutline,
  paperOutline,
  type DiagnosisPaperContext,
  type MhkPaperContext,
  type PromotionPaperContext,
} from '@hanyu/content/managed-checks';
import { checkGradedUnitFields, type GradedUnitContext } from '@hanyu/content/managed-checks-graded';
import { checkPhoneticsEntryFields } from '@hanyu/content/managed-checks-phonetics';
import { checkPscTestSiteFields } from '@hanyu/content/managed-checks-sites';
import { checkEloquenceFields, type EloquenceContext } from '@hanyu/content/managed-checks-speaking';
import type { PscPaperContext } from '@hanyu/content/psc-paper-rules';
import { wordStarts } from '../../platform/text/segmenter.ts';

/** What the checks of a teaching type found, and the catalogue's item when nothing stands in its way. */
export interface TeachingCheck {
  problems: ContentProblem[];
  polyphones: PolyphoneNote[];
  /** The catalogue's item (its position is set when published), or null while problems remain. */
  item: ContentItem | null;
  /** What the learner's page would show. */
  passage: Passage | null;
  topic: Topic | null;
  /** An MHK, diagnosis or promotion paper's modules, items and keys, listed by the preview (decisions 069, 070). */
  mhkPaper: MhkPaperOutline | null;
  /** A graded-course unit's texts and questions with their keys, listed by the preview (decision 073). */
  gradedUnit: GradedUnitOutline | null;
  /** An eloquence exercise as the learner's exercise page gets it (decision 075). */
  eloquence: EloquenceExercise | null;
  /** A PSC test site as the preview lists it (decision 075). */
  testSite: TestSiteOutline | null;
  /** A phonetics entry as the learner's entry page gets it (decision 075). */
  phonetics: StudyEntry | null;
  /**
   * The problems keep the revision from being saved at all, not only from being published: a graded unit
   * under a key the course does not have (decision 073).
   */
  refusesSave: boolean;
}

type Check = (fields: ManagedFields) => TeachingCheck;
type PaperContext = PscPaperContext & {
  passages: ReturnType<typeof loadPassages>;
  topics: ReturnType<typeof loadSpeaking>['topics'];
};

const NOTHING: Omit<TeachingCheck, 'problems' | 'item'> = {
  polyphones: [],
  passage: null,
  topic: null,
  mhkPaper: null,
  gradedUnit: null,
  eloquence: null,
  testSite: null,
  phonetics: null,
  refusesSave: false,
};

/**
 * The check hook of each checked type (MANAGED_TYPE_SPECS[type].checked, decision 061): packages/content's
 * own checks over the fields, run on save and again on publish. The PSC paper rules read the authored word
 * lists, passages and topics, loaded from the content files once; the MHK, diagnosis and promotion paper
 * rules the HSK word levels and the authored papers (and the grades, for a promotion paper), likewise; a
 * graded unit's the HSK word levels and the authored grades (decision 073); an eloquence exercise's the
 * authored exercises, for their titles (decision 075).
 */
export class TeachingContentChecks {
  private paperContext: PaperContext | null = null;
  private mhkContext: MhkPaperContext | null = null;
  private diagnosisContext: DiagnosisPaperContext | null = null;
  private promotionContext: PromotionPaperContext | null = null;
  private gradedContext: GradedUnitContext | null = null;
  private eloquenceContext: EloquenceContext | null = null;
  private phoneticsContext: ReturnType<typeof loadPhonetics> | null = null;
  private readonly checks: Readonly<Partial<Record<ManagedType, Check>>>;

  constructor(private readonly contentDir: string) {
    this.checks = {
      [ManagedType.Passage]: (fields) => {
        const checked = checkPassageFields(fields);
        const item = checked.passage && checked.problems.length === 0 ? passageItem(checked.passage, 0) : null;
        const stored = item ? storedPassageSchema.parse(item.payload) : null;
        return {
          ...NOTHING,
          problems: checked.problems,
          polyphones: checked.polyphones,
          item,
          passage: stored ? passageSchema.parse({ ...stored, wordStarts: wordStarts(stored.text) }) : null,
        };
      },
      [ManagedType.Topic]: (fields) => {
        const checked = checkTopicFields(fields);
        const item = checked.topic ? topicItem(checked.topic, 0) : null;
        return { ...NOTHING, problems: checked.problems, item, topic: item ? topicSchema.parse(item.payload) : null };
      },
      [ManagedType.PscPaper]: (fields) => {
        const context = (this.paperContext ??= this.loadPaperContext());
        const checked = checkPscPaperFields(fields, context);
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.paper ? pscPaperItem(checked.paper, 0, context) : null,
        };
      },
      [ManagedType.MhkPaper]: (fields) => {
        const context = (this.mhkContext ??= {
          hskLevels: hskWordLevels(),
          papers: loadMhkPapers(this.contentDir),
        });
        const checked = checkMhkPaperFields(fields, context);
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.paper ? mhkPaperItem(checked.paper, 0) : null,
          mhkPaper: checked.paper ? mhkPaperOutline(checked.paper) : null,
        };
      },
      [ManagedType.DiagnosisPaper]: (fields) => {
        const context = (this.diagnosisContext ??= {
          hskLevels: hskWordLevels(),
          papers: loadDiagnosisPapers(this.contentDir),
          mhkPapers: loadMhkPapers(this.contentDir),
        });
        const checked = checkDiagnosisPaperFields(fields, context);
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.paper ? diagnosisPaperItem(checked.paper, 0) : null,
          mhkPaper: checked.paper ? paperOutline(checked.paper, '') : null,
        };
      },
      [ManagedType.PromotionPaper]: (fields) => {
        const context = (this.promotionContext ??= {
          hskLevels: hskWordLevels(),
          papers: loadPromotionPapers(this.contentDir),
          grades: loadGrades(this.contentDir),
        });
        const checked = checkPromotionPaperFields(fields, context);
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.paper ? promotionPaperItem(checked.paper, 0) : null,
          mhkPaper: checked.paper ? paperOutline(checked.paper, checked.paper.id) : null,
        };
      },
      [ManagedType.GradedUnit]: (fields) => {
        const context = (this.gradedContext ??= { hskLevels: hskWordLevels(), grades: loadGrades(this.contentDir) });
        const checked = checkGradedUnitFields(fields, context);
        const key = typeof fields['unitKey'] === 'string' ? fields['unitKey'].trim() : '';
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.unit ? gradedUnitItem(key, checked.gradeKey, checked.unit, 0) : null,
          gradedUnit: checked.outline,
          refusesSave: checked.unknownKey,
        };
      },
      [ManagedType.EloquenceExercise]: (fields) => {
        const context = (this.eloquenceContext ??= { exercises: loadSpeaking(this.contentDir).eloquence });
        const checked = checkEloquenceFields(fields, context);
        const item = checked.exercise ? eloquenceItem(checked.exercise, 0) : null;
        return {
          ...NOTHING,
          problems: checked.problems,
          item,
          eloquence: item ? eloquenceExerciseSchema.parse(item.payload) : null,
        };
      },
      [ManagedType.PscTestSite]: (fields) => {
        const checked = checkPscTestSiteFields(fields);
        return {
          ...NOTHING,
          problems: checked.problems,
          item: checked.site ? pscTestSiteItem(checked.site, 0) : null,
          testSite: checked.site,
        };
      },
      [ManagedType.PhoneticsEntry]: (fields) => {
        const authored = (this.phoneticsContext ??= loadPhonetics(this.contentDir));
        const checked = checkPhoneticsEntryFields(fields, authored);
        const key = typeof fields['entryKey'] === 'string' ? fields['entryKey'].trim() : '';
        const item = checked.phonetics ? phoneticsItem(checked.phonetics, key) : null;
        return {
          ...NOTHING,
          problems: checked.problems,
          item,
          phonetics: item ? studyEntrySchema.parse(item.payload) : null,
          refusesSave: checked.unknownKey,
        };
      },
    };
  }

  /** Whether a type has a check hook. */
  has(type: ManagedType): boolean {
    return this.checks[type] !== undefined;
  }

  /** The checks of a type over its fields; null for a type without a hook. */
  check(type: ManagedType, fields: ManagedFields): TeachingCheck | null {
    return this.checks[type]?.(fields) ?? null;
  }

  private loadPaperContext(): PaperContext {
    return {
      ...loadPscWordLists(this.contentDir),
      passages: loadPassages(this.contentDir),
      ...loadSpeaking(this.contentDir),
    };
  }
}
