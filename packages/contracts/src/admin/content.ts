import { z } from 'zod';
import { Role, type GrantedRole } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { PassageLevel, passageSchema, studyEntrySchema, TopicCategory, topicSchema } from '../psc/study.ts';
import { UNIT_KEY_PATTERN } from '../mhk/graded.ts';
import { COURSE_GRADES, COURSE_TIERS } from '../mhk/diagnosis.ts';
import { EvaluationCategory } from '../constants/evaluation-category.ts';
import { ExamModule } from '../exam/exam-engine.ts';
import { EloquenceKind, eloquenceExerciseSchema } from '../psc/speech.ts';
import { PSC_PROVINCES, SITE_CODE } from '../psc/signup.ts';

/**
 * Content the administrators manage from the workspace, not from files (docs/decisions/055): each type
 * is one registration here (its fields, what a field takes, which field names an entry) that the
 * server's store, the workspace's editor and the public pages all read. Every save is a new revision
 * kept with who and when; an entry is seen by learners only once a revision is published, and
 * unpublishing hides it again without losing any revision.
 */

/** An MHK mock paper's id: its level and number ("MHK1-04"), as the learner's exam pages take it. */
export const MHK_PAPER_ID_PATTERN = /^MHK[1-4]-\d{2}$/;
/** An ability diagnosis paper's id: its number ("DIAG-01"). */
export const DIAGNOSIS_PAPER_ID_PATTERN = /^DIAG-\d{2}$/;
/** A promotion paper's id: the grade it closes ("beginner-A"), one paper per grade. */
export const PROMOTION_PAPER_ID_PATTERN = new RegExp(`^(${COURSE_TIERS.join('|')})-[${COURSE_GRADES.join('')}]$`);
/** A speech-eloquence exercise's id ("E07"), as the learner's exercise page takes it (decision 075). */
export const ELOQUENCE_EXERCISE_ID_PATTERN = /^E\d{2}$/;

export const ManagedType = {
  /** News of the platform and the league (spec: /portal/news/..., leagueNewIndex). */
  News: 'news',
  /** The partner-institution league's members (leagueIndex). */
  LeagueMember: 'leagueMember',
  /** The cooperating-school showcase (cooperateSchoolDetail). */
  School: 'school',
  /** A teacher's public profile (spec entities: name, years of teaching, stage, certificates, features, resume). */
  TeacherProfile: 'teacherProfile',
  /** Teaching videos the administrators upload (title, summary, subject and the file itself). */
  Video: 'video',
  /** A learning passage (mandarinPassageRead): added to, or by its id replacing, the authored ones. */
  Passage: 'passage',
  /** A PSC-style speaking topic (mandarinTopicSpeak), likewise. */
  Topic: 'topic',
  /** A PSC mock paper (pscMockExam), its body the paper file's JSON. */
  PscPaper: 'pscPaper',
  /** An MHK mock paper (mhkMockExam), its body the paper file's JSON (decision 069). */
  MhkPaper: 'mhkPaper',
  /** An ability diagnosis paper (mhkDiagnose), its body the paper file's JSON (decision 070). */
  DiagnosisPaper: 'diagnosisPaper',
  /** A graded course grade's promotion exam paper, its body the paper file's JSON (decision 070). */
  PromotionPaper: 'promotionPaper',
  /** A revised unit of the graded course under its existing key, its body the unit's JSON (decision 073). */
  GradedUnit: 'gradedUnit',
  /** A speech-eloquence exercise (mandarinSpeechEloquence): added to, or by its id replacing, the authored ones (decision 075). */
  EloquenceExercise: 'eloquenceExercise',
  /** A PSC test site candidates sign up at (PscOnlineSignup): added, or by its code revising an authored one (decision 075). */
  PscTestSite: 'pscTestSite',
  /** A revised phonetics teaching entry (an initial, final, tone or contrast) under its existing key, its body the entry's JSON (decision 075). */
  PhoneticsEntry: 'phoneticsEntry',
} as const;
export type ManagedType = (typeof ManagedType)[keyof typeof ManagedType];
export const MANAGED_TYPES: readonly ManagedType[] = Object.values(ManagedType);

export const NewsCategory = { Platform: 'platform', League: 'league', Notice: 'notice' } as const;
export type NewsCategory = (typeof NewsCategory)[keyof typeof NewsCategory];
export const NEWS_CATEGORIES: readonly NewsCategory[] = Object.values(NewsCategory);

export const SchoolStage = {
  Primary: 'primary',
  Secondary: 'secondary',
  Vocational: 'vocational',
  University: 'university',
  Other: 'other',
} as const;
export const SCHOOL_STAGES: readonly string[] = Object.values(SchoolStage);

/** What a video teaches: the areas of the platform it belongs with. */
export const VideoSubject = {
  Putonghua: 'putonghua',
  Characters: 'characters',
  Reading: 'reading',
  Culture: 'culture',
  Teaching: 'teaching',
} as const;
export const VIDEO_SUBJECTS: readonly string[] = Object.values(VideoSubject);

/** An uploaded video's key in the file store (what the upload answers and a `video` field holds). */
export const VIDEO_FILE_KEY = /^video\/[0-9a-f]{32}\.(?:mp4|webm)$/u;

/** Longest teacher's name on a profile. */
export const TEACHER_NAME_MAX = 40;
/** Most years of teaching a profile states. */
export const TEACHING_YEARS_MAX = 60;
/** Longest reason an administrator gives for rejecting a submitted revision. */
export const REJECT_REASON_MAX = 200;

/** The passages' kinds of writing (packages/content's passage schema has the same). */
export const PASSAGE_GENRES: readonly string[] = [
  'narrative',
  'descriptive',
  'expository',
  'argumentative',
  'letter',
  'fable',
];
export const PASSAGE_LEVELS: readonly string[] = Object.values(PassageLevel);
export const TOPIC_CATEGORIES: readonly string[] = Object.values(TopicCategory);
export const ELOQUENCE_KINDS: readonly string[] = Object.values(EloquenceKind);
/** Longest preparation and speaking time of an eloquence exercise, in seconds (packages/content's schema has the same). */
export const ELOQUENCE_SECONDS_MAX = 300;
export const PSC_PROVINCE_NAMES: readonly string[] = Object.values(PSC_PROVINCES);
/** Most seats of a session seeded at a test site (packages/content's site schema has the same, and its least, 30). */
export const SITE_SEATS_MAX = 60;

/**
 * What a field takes: one line, a text of paragraphs (one per line), a day (YYYY-MM-DD), one of a few
 * codes, a web address (https), a list of lines, a whole number, an uploaded video (the file store's
 * key the upload answered: `video/<32 hex>.mp4` or `.webm`), or a JSON document (a paper file's body).
 */
export type FieldKind = 'line' | 'text' | 'day' | 'choice' | 'url' | 'lines' | 'number' | 'video' | 'json';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** The field's name in the source language, for the server's messages (the page names it in the user's). */
  label: string;
  required: boolean;
  /** Longest value in characters (a list: each of its lines; `maxLines` caps how many). */
  max: number;
  /** The codes a choice takes. */
  options?: readonly string[];
  /** Most lines of a `lines` field. */
  maxLines?: number;
  /** Largest value of a `number` field (a whole number from 0, kept as its digits). */
  maxValue?: number;
  /** A `line` a value must match, and what the value is to be (Chinese, for the message). */
  pattern?: { regex: RegExp; expected: string };
}

export interface ManagedTypeSpec {
  fields: readonly FieldSpec[];
  /** The field that names an entry in lists and the audit log. */
  titleField: string;
  /** The day field public lists are ordered by (newest first), if any. */
  dayField?: string;
  /**
   * Who writes the entries. Absent: the administrators create and edit them. A role: each holder of it
   * writes their own one entry and submits every save for review; the administrators approve a
   * submitted revision (publish it) or reject it with a reason, and never create or edit such entries.
   */
  submittedBy?: GrantedRole;
  /**
   * Learners' teaching content: the server runs packages/content's checks of this kind of content on
   * every save (the problems listed, the draft kept) and again on publish (refused while any remain),
   * and a published entry joins the study catalogue learners read (decision 061).
   */
  checked?: boolean;
}

export const MANAGED_TYPE_SPECS: Readonly<Record<ManagedType, ManagedTypeSpec>> = {
  news: {
    titleField: 'title',
    dayField: 'publishedOn',
    fields: [
      { name: 'title', kind: 'line', label: '标题', required: true, max: 80 },
      { name: 'category', kind: 'choice', label: '栏目', required: true, max: 16, options: NEWS_CATEGORIES },
      { name: 'publishedOn', kind: 'day', label: '发布日期', required: true, max: 10 },
      { name: 'summary', kind: 'text', label: '摘要', required: true, max: 200 },
      { name: 'body', kind: 'text', label: '正文', required: true, max: 20_000 },
      { name: 'source', kind: 'line', label: '来源', required: false, max: 80 },
    ],
  },
  leagueMember: {
    titleField: 'name',
    dayField: 'joinedOn',
    fields: [
      { name: 'name', kind: 'line', label: '机构名称', required: true, max: 80 },
      { name: 'region', kind: 'line', label: '所在地区', required: true, max: 40 },
      { name: 'joinedOn', kind: 'day', label: '加入日期', required: true, max: 10 },
      { name: 'summary', kind: 'text', label: '简介', required: true, max: 1000 },
      { name: 'website', kind: 'url', label: '网址', required: false, max: 200 },
    ],
  },
  school: {
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'line', label: '学校名称', required: true, max: 80 },
      { name: 'region', kind: 'line', label: '所在地区', required: true, max: 40 },
      { name: 'stage', kind: 'choice', label: '学段', required: true, max: 16, options: SCHOOL_STAGES },
      { name: 'summary', kind: 'text', label: '简介', required: true, max: 2000 },
      { name: 'highlights', kind: 'lines', label: '特色与成果', required: false, max: 120, maxLines: 10 },
    ],
  },
  teacherProfile: {
    titleField: 'name',
    submittedBy: Role.Teacher,
    fields: [
      { name: 'name', kind: 'line', label: '姓名', required: true, max: TEACHER_NAME_MAX },
      {
        name: 'yearsTeaching',
        kind: 'number',
        label: '教龄',
        required: true,
        max: 4,
        maxValue: TEACHING_YEARS_MAX,
      },
      { name: 'stage', kind: 'choice', label: '任教学段', required: true, max: 16, options: SCHOOL_STAGES },
      { name: 'certificates', kind: 'lines', label: '证书', required: false, max: 60, maxLines: 10 },
      { name: 'features', kind: 'lines', label: '教学特色', required: false, max: 60, maxLines: 8 },
      { name: 'resume', kind: 'text', label: '个人简历', required: true, max: 2000 },
    ],
  },
  video: {
    titleField: 'title',
    fields: [
      { name: 'title', kind: 'line', label: '标题', required: true, max: 60 },
      { name: 'subject', kind: 'choice', label: '科目', required: true, max: 16, options: VIDEO_SUBJECTS },
      { name: 'summary', kind: 'text', label: '简介', required: true, max: 500 },
      { name: 'file', kind: 'video', label: '视频文件', required: true, max: 64 },
      // The graded-course unit whose micro-lesson page plays the video (its slides stay beside it).
      {
        name: 'unitKey',
        kind: 'line',
        label: '分级课程单元',
        required: false,
        max: 32,
        pattern: { regex: UNIT_KEY_PATTERN, expected: '课程里一个单元的编号' },
      },
    ],
  },
  passage: {
    titleField: 'title',
    checked: true,
    fields: [
      { name: 'passageId', kind: 'line', label: '编号', required: true, max: 4 },
      { name: 'title', kind: 'line', label: '标题', required: true, max: 40 },
      { name: 'titleEn', kind: 'line', label: '英文标题', required: true, max: 120 },
      { name: 'level', kind: 'choice', label: '难度', required: true, max: 16, options: PASSAGE_LEVELS },
      { name: 'genre', kind: 'choice', label: '体裁', required: true, max: 16, options: PASSAGE_GENRES },
      { name: 'summaryEn', kind: 'text', label: '英文简介', required: true, max: 600 },
      { name: 'text', kind: 'text', label: '正文', required: true, max: 3000 },
      { name: 'readings', kind: 'lines', label: '审定读音', required: false, max: 80, maxLines: 40 },
    ],
  },
  topic: {
    titleField: 'title',
    checked: true,
    fields: [
      { name: 'topicId', kind: 'line', label: '编号', required: true, max: 3 },
      { name: 'title', kind: 'line', label: '题目', required: true, max: 40 },
      { name: 'titleEn', kind: 'line', label: '英文题目', required: true, max: 120 },
      { name: 'category', kind: 'choice', label: '类别', required: true, max: 16, options: TOPIC_CATEGORIES },
      { name: 'guidanceZh', kind: 'text', label: '说话指导', required: true, max: 1000 },
      { name: 'guidanceEn', kind: 'text', label: '英文说话指导', required: true, max: 2000 },
      { name: 'outlineZh', kind: 'lines', label: '提纲', required: true, max: 120, maxLines: 12 },
      { name: 'outlineEn', kind: 'lines', label: '英文提纲', required: true, max: 240, maxLines: 12 },
      { name: 'vocabulary', kind: 'lines', label: '常用词语', required: true, max: 40, maxLines: 40 },
    ],
  },
  pscPaper: {
    titleField: 'paperId',
    checked: true,
    fields: [
      { name: 'paperId', kind: 'line', label: '试卷编号', required: true, max: 3 },
      { name: 'paper', kind: 'json', label: '试卷内容', required: true, max: 20_000 },
    ],
  },
  mhkPaper: {
    titleField: 'paperId',
    checked: true,
    fields: [
      {
        name: 'paperId',
        kind: 'line',
        label: '试卷编号',
        required: true,
        max: 7,
        pattern: { regex: MHK_PAPER_ID_PATTERN, expected: '“MHK级别-序号”的形式，如 MHK1-04' },
      },
      { name: 'paper', kind: 'json', label: '试卷内容', required: true, max: 20_000 },
    ],
  },
  diagnosisPaper: {
    titleField: 'paperId',
    checked: true,
    fields: [
      {
        name: 'paperId',
        kind: 'line',
        label: '试卷编号',
        required: true,
        max: 7,
        pattern: { regex: DIAGNOSIS_PAPER_ID_PATTERN, expected: '“DIAG-序号”的形式，如 DIAG-01' },
      },
      { name: 'paper', kind: 'json', label: '试卷内容', required: true, max: 20_000 },
    ],
  },
  promotionPaper: {
    titleField: 'paperId',
    checked: true,
    fields: [
      {
        name: 'paperId',
        kind: 'line',
        label: '年级',
        required: true,
        max: 20,
        pattern: { regex: PROMOTION_PAPER_ID_PATTERN, expected: '课程的一个年级，如 beginner-A' },
      },
      { name: 'paper', kind: 'json', label: '试卷内容', required: true, max: 20_000 },
    ],
  },
  // Only a unit the authored course has may be revised (decision 073): the check hook refuses another key.
  gradedUnit: {
    titleField: 'unitKey',
    checked: true,
    fields: [
      {
        name: 'unitKey',
        kind: 'line',
        label: '单元编号',
        required: true,
        max: 32,
        pattern: { regex: UNIT_KEY_PATTERN, expected: '课程里一个单元的编号，如 beginner-A-U01' },
      },
      { name: 'unit', kind: 'json', label: '单元内容', required: true, max: 20_000 },
    ],
  },
  eloquenceExercise: {
    titleField: 'title',
    checked: true,
    fields: [
      {
        name: 'exerciseId',
        kind: 'line',
        label: '编号',
        required: true,
        max: 3,
        pattern: { regex: ELOQUENCE_EXERCISE_ID_PATTERN, expected: '“E”加两位数字，如 E21' },
      },
      { name: 'title', kind: 'line', label: '标题', required: true, max: 40 },
      { name: 'titleEn', kind: 'line', label: '英文标题', required: true, max: 120 },
      { name: 'kind', kind: 'choice', label: '类型', required: true, max: 16, options: ELOQUENCE_KINDS },
      { name: 'promptZh', kind: 'text', label: '任务', required: true, max: 600 },
      { name: 'promptEn', kind: 'text', label: '英文任务', required: true, max: 1200 },
      { name: 'guidanceZh', kind: 'text', label: '表达指导', required: true, max: 1000 },
      { name: 'guidanceEn', kind: 'text', label: '英文表达指导', required: true, max: 2000 },
      { name: 'tipsZh', kind: 'lines', label: '小提示', required: true, max: 120, maxLines: 12 },
      { name: 'tipsEn', kind: 'lines', label: '英文小提示', required: true, max: 240, maxLines: 12 },
      {
        name: 'preparationSeconds',
        kind: 'number',
        label: '准备时间（秒）',
        required: true,
        max: 3,
        maxValue: ELOQUENCE_SECONDS_MAX,
      },
      {
        name: 'speakingSeconds',
        kind: 'number',
        label: '说话时间（秒）',
        required: true,
        max: 3,
        maxValue: ELOQUENCE_SECONDS_MAX,
      },
    ],
  },
  pscTestSite: {
    titleField: 'name',
    checked: true,
    fields: [
      {
        name: 'code',
        kind: 'line',
        label: '考点编号',
        required: true,
        max: 4,
        pattern: { regex: SITE_CODE, expected: '4 位数字：省份代码两位和考点序号两位，如 1101' },
      },
      { name: 'name', kind: 'line', label: '考点名称', required: true, max: 60 },
      { name: 'province', kind: 'choice', label: '省份', required: true, max: 16, options: PSC_PROVINCE_NAMES },
      { name: 'address', kind: 'line', label: '考点地址', required: true, max: 120 },
      {
        name: 'seatsPerSession',
        kind: 'number',
        label: '每场名额',
        required: true,
        max: 2,
        maxValue: SITE_SEATS_MAX,
      },
    ],
  },
  // Only an entry the authored catalogue has may be revised (decision 075): the check hook refuses another key.
  phoneticsEntry: {
    titleField: 'entryKey',
    checked: true,
    fields: [
      { name: 'entryKey', kind: 'line', label: '条目编号', required: true, max: 16 },
      { name: 'entry', kind: 'json', label: '条目内容', required: true, max: 20_000 },
    ],
  },
};

/** The types each holder of a role writes for themselves (`submittedBy`), and the others. */
export function isSubmittedType(type: ManagedType): boolean {
  return MANAGED_TYPE_SPECS[type].submittedBy !== undefined;
}
export const ADMIN_AUTHORED_TYPES: readonly ManagedType[] = MANAGED_TYPES.filter((type) => !isSubmittedType(type));

/** A field's value: text, or the lines of a `lines` field. */
export type FieldValue = string | string[];
export type ManagedFields = Record<string, FieldValue>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Printable text (a tab or a line break aside, control characters are refused); only a text field may break lines.
function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return true;
  }
  return false;
}
const LINE_BREAK = /[\r\n]/u;

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why one field's value is refused (in the source language, naming the field), or null when it is fine. */
export function fieldProblem(field: FieldSpec, value: FieldValue | undefined): string | null {
  if (field.kind === 'lines') {
    const lines = Array.isArray(value) ? value.map((line) => line.trim()).filter((line) => line !== '') : [];
    if (value !== undefined && !Array.isArray(value)) return `${field.label}应为多行文字`;
    if (field.required && lines.length === 0) return `请填写${field.label}`;
    if (lines.length > (field.maxLines ?? 10)) return `${field.label}最多 ${field.maxLines ?? 10} 行`;
    if (lines.some((line) => line.length > field.max)) return `${field.label}每行最多 ${field.max} 个字`;
    if (lines.some((line) => hasControl(line) || LINE_BREAK.test(line))) return `${field.label}含有不能显示的字符`;
    return null;
  }
  if (value !== undefined && typeof value !== 'string') return `${field.label}应为文字`;
  const text = (value ?? '').trim();
  if (text === '') return field.required ? `${field.kind === 'video' ? '请上传' : '请填写'}${field.label}` : null;
  if (text.length > field.max) return `${field.label}最多 ${field.max} 个字`;
  if (hasControl(text) || (field.kind !== 'text' && field.kind !== 'json' && LINE_BREAK.test(text)))
    return `${field.label}含有不能显示的字符`;
  switch (field.kind) {
    case 'day':
      return isRealDay(text) ? null : `${field.label}应为“年-月-日”，如 2026-11-27`;
    case 'choice':
      return field.options?.includes(text) ? null : `请选择${field.label}`;
    case 'url':
      return /^https:\/\/[^\s/$.?#][^\s]*$/iu.test(text) ? null : `${field.label}应以 https:// 开头`;
    case 'video':
      return VIDEO_FILE_KEY.test(text) ? null : `请上传${field.label}`;
    case 'number':
      return /^\d+$/u.test(text) && Number(text) <= (field.maxValue ?? 0)
        ? null
        : `${field.label}应为 0 到 ${field.maxValue ?? 0} 之间的整数`;
    case 'json':
      try {
        JSON.parse(text);
        return null;
      } catch {
        return `${field.label}不是合法的 JSON`;
      }
    default:
      return field.pattern && !field.pattern.regex.test(text) ? `${field.label}应为${field.pattern.expected}` : null;
  }
}

/** The fields as kept: text trimmed, empty lines of a list dropped, fields the type does not have left out. */
export function normaliseFields(type: ManagedType, fields: ManagedFields): ManagedFields {
  const kept: ManagedFields = {};
  for (const field of MANAGED_TYPE_SPECS[type].fields) {
    const value = fields[field.name];
    if (field.kind === 'lines') {
      kept[field.name] = Array.isArray(value) ? value.map((line) => line.trim()).filter((line) => line !== '') : [];
    } else {
      kept[field.name] = typeof value === 'string' ? value.trim().replace(/\r\n?/gu, '\n') : '';
    }
  }
  return kept;
}

const managedType = z.enum(ManagedType);
export const managedEntryId = z.string().regex(/^[0-9a-f]{32}$/, '无效的内容编号');
const fieldValue = z.union([z.string().max(20_000), z.array(z.string().max(2_000)).max(50)]);

export const ManagedState = { Draft: 'draft', Published: 'published', Unpublished: 'unpublished' } as const;
export type ManagedState = (typeof ManagedState)[keyof typeof ManagedState];

/** An entry as the workspace lists it: its latest revision, and the one learners see (if any). */
export const managedEntrySchema = z.object({
  type: managedType,
  id: z.string(),
  title: z.string(),
  /** draft: never published; published: learners see `publishedRevision`; unpublished: hidden again. */
  state: z.enum(ManagedState),
  latestRevision: z.number().int(),
  publishedRevision: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** A submitted type's entry: who it belongs to (nickname and account); null for the administrators' own types. */
  owner: z.string().nullable(),
  /** The revision submitted and not yet reviewed (approved or rejected), if any. */
  submittedRevision: z.number().int().nullable(),
  /** The last rejection, while no later revision has been submitted: which revision, and why. */
  rejection: z.object({ revision: z.number().int(), reason: z.string() }).nullable(),
});
export type ManagedEntry = z.infer<typeof managedEntrySchema>;

export const managedRevisionSchema = z.object({
  revision: z.number().int(),
  at: z.string(),
  /** Who saved it: nickname and account. */
  author: z.string(),
  note: z.string(),
});
export type ManagedRevision = z.infer<typeof managedRevisionSchema>;

/** Entries per page of the workspace's list and the public lists. */
export const MANAGED_PAGE_SIZE = 20;
/** Longest note an administrator may keep with a revision. */
export const REVISION_NOTE_MAX = 200;

const page = z.number().int().min(1).max(10_000).default(1);
const administrators = [Role.PlatformAdmin] as const;

export const ListManagedContent = defineContract({
  path: '/admin/content/list',
  access: 'login',
  roles: administrators,
  /** `awaitingReview`: only entries with a submitted revision not yet reviewed. */
  payload: { type: managedType, state: z.enum(ManagedState).optional(), awaitingReview: z.boolean().optional(), page },
  response: z.object({ total: z.number().int(), list: z.array(managedEntrySchema) }),
});

/** An entry with one of its revisions (the latest unless named) and the list of all its revisions. */
export const GetManagedContent = defineContract({
  path: '/admin/content/get',
  access: 'login',
  roles: administrators,
  payload: { type: managedType, id: managedEntryId, revision: z.number().int().min(1).optional() },
  response: z.object({
    entry: managedEntrySchema,
    revision: z.number().int(),
    fields: z.record(z.string(), fieldValue),
    revisions: z.array(managedRevisionSchema),
  }),
});

/**
 * Saves a new revision of an entry (a new entry without `id`). `baseRevision` is the revision the
 * editor started from: when someone saved another since, the save is refused and nothing is lost (the
 * editor keeps what was typed). Every field is checked by its type's rules, each refusal naming the field.
 */
export const SaveManagedContent = defineContract({
  path: '/admin/content/save',
  access: 'login',
  roles: administrators,
  payload: {
    type: managedType,
    id: managedEntryId.optional(),
    baseRevision: z.number().int().min(0).nullable().default(null),
    fields: z.record(z.string().max(32), fieldValue),
    note: z.string().trim().max(REVISION_NOTE_MAX, `修改说明最多 ${REVISION_NOTE_MAX} 个字`).default(''),
  },
  check: (payload, context) => {
    for (const field of MANAGED_TYPE_SPECS[payload.type].fields) {
      const problem = fieldProblem(field, payload.fields[field.name]);
      if (problem) context.addIssue({ code: 'custom', path: ['fields', field.name], message: problem });
    }
  },
  response: z.object({
    entry: managedEntrySchema,
    revision: z.number().int(),
    /** A checked type's content problems (decision 061): the draft is kept, but cannot be published yet. */
    problems: z.lazy(() => z.array(contentProblemSchema)).default([]),
  }),
});

/** Publishes one revision of an entry: learners see it from now on. */
export const PublishManagedContent = defineContract({
  path: '/admin/content/publish',
  access: 'login',
  roles: administrators,
  payload: { type: managedType, id: managedEntryId, revision: z.number().int().min(1) },
  response: managedEntrySchema,
});

/**
 * Rejects the submitted revision of a submitted type's entry (a teacher's profile), with the reason its
 * owner will read; what learners see (an earlier approved revision, if any) does not change.
 */
export const RejectManagedContent = defineContract({
  path: '/admin/content/reject',
  access: 'login',
  roles: administrators,
  payload: {
    type: managedType,
    id: managedEntryId,
    revision: z.number().int().min(1),
    reason: z
      .string('请填写退回理由')
      .trim()
      .min(1, '请填写退回理由')
      .max(REJECT_REASON_MAX, `退回理由最多 ${REJECT_REASON_MAX} 个字`),
  },
  response: managedEntrySchema,
});

/** Hides a published entry from learners again; its revisions stay. */
export const UnpublishManagedContent = defineContract({
  path: '/admin/content/unpublish',
  access: 'login',
  roles: administrators,
  payload: { type: managedType, id: managedEntryId },
  response: managedEntrySchema,
});

// Learners' teaching content (decision 061): the content checks of packages/content run by the server.

/**
 * One problem the content checks found: the field, where in it (the line of a list field, the
 * character of a text counted from 1, the JSON path of a paper), and what is wrong, in Chinese.
 */
export const contentProblemSchema = z.object({
  field: z.string(),
  position: z.string(),
  message: z.string(),
});
export type ContentProblem = z.infer<typeof contentProblemSchema>;

/** A polyphonic character of a passage with the reading chosen in context, listed for the author to review. */
export const polyphoneNoteSchema = z.object({
  /** The character counted from 1 in the text. */
  position: z.number().int(),
  hanzi: z.string(),
  chosen: z.string(),
  possible: z.array(z.string()),
  context: z.string(),
});
export type PolyphoneNote = z.infer<typeof polyphoneNoteSchema>;

/** A question's key as the MHK paper preview lists it (decision 069). */
export const mhkOutlineKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), options: z.array(z.string()), answer: z.number().int() }),
  /** The fragments in the key's order, and how many other orders are also right. */
  z.object({ kind: z.literal('order'), fragments: z.array(z.string()), otherOrders: z.number().int() }),
  z.object({ kind: z.literal('characters'), answer: z.string(), pinyin: z.string() }),
  z.object({ kind: z.literal('short'), accepted: z.array(z.string()) }),
  z.object({
    kind: z.literal('composition'),
    minChars: z.number().int(),
    maxChars: z.number().int(),
    keywords: z.array(z.string()),
  }),
  z.object({ kind: z.literal('spoken'), category: z.enum(EvaluationCategory) }),
]);
export type MhkOutlineKey = z.infer<typeof mhkOutlineKeySchema>;

/** An MHK paper as the workspace's preview lists it: modules, items (what is read or heard) and keys. */
export const mhkPaperOutlineSchema = z.object({
  id: z.string(),
  /** An MHK paper's level, a promotion paper's grade key, '' for a diagnosis paper (decision 070). */
  level: z.string(),
  title: z.string(),
  modules: z.array(
    z.object({
      name: z.enum(ExamModule),
      minutes: z.number().int(),
      items: z.array(
        z.object({
          id: z.string(),
          type: z.string(),
          /** What the candidate reads or hears before the questions; empty for an order item. */
          stem: z.string(),
          questions: z.array(z.object({ id: z.string(), question: z.string(), key: mhkOutlineKeySchema })),
        }),
      ),
    }),
  ),
});
export type MhkPaperOutline = z.infer<typeof mhkPaperOutlineSchema>;

/**
 * A question of a graded unit as the preview lists it: its key as progress and special training name it
 * ("beginner-A-U01/1004/2": unit, study type, place), its kind, what the learner is asked, and the answer.
 */
const gradedOutlineItemSchema = z.object({ key: z.string(), kind: z.string(), prompt: z.string(), answer: z.string() });
export type GradedOutlineItem = z.infer<typeof gradedOutlineItemSchema>;

/** A graded-course unit as the workspace's preview lists it (decision 073): its texts and its questions with keys. */
export const gradedUnitOutlineSchema = z.object({
  unitKey: z.string(),
  gradeTitle: z.string(),
  title: z.string(),
  titleEn: z.string(),
  goal: z.string(),
  words: z.array(z.object({ text: z.string(), pinyin: z.string(), gloss: z.string() })),
  book: z.object({ title: z.string(), lines: z.array(z.object({ speaker: z.string(), line: z.string() })) }),
  practice: z.array(gradedOutlineItemSchema),
  exercises: z.array(gradedOutlineItemSchema),
  extension: z.object({ title: z.string(), text: z.string(), questions: z.array(gradedOutlineItemSchema) }),
});
export type GradedUnitOutline = z.infer<typeof gradedUnitOutlineSchema>;

/** A PSC test site as the workspace's preview lists it (decision 075): what candidates read of it, and its seeded seats. */
export const testSiteOutlineSchema = z.object({
  code: z.string(),
  name: z.string(),
  province: z.string(),
  address: z.string(),
  seatsPerSession: z.number().int(),
});
export type TestSiteOutline = z.infer<typeof testSiteOutlineSchema>;

/** The returnValue of ContentCheckFailed: every problem of the revision that was to be published. */
export const contentCheckFailureSchema = z.object({ problems: z.array(contentProblemSchema) });

/**
 * Runs a checked type's content checks on fields as typed (saved or not) and answers what learners
 * would see: the passage as the passage page draws it, the topic as the topic page does. Nothing is saved.
 */
export const CheckManagedContent = defineContract({
  path: '/admin/content/check',
  access: 'login',
  roles: administrators,
  payload: { type: managedType, fields: z.record(z.string().max(32), fieldValue) },
  response: z.object({
    problems: z.array(contentProblemSchema),
    polyphones: z.array(polyphoneNoteSchema),
    passage: passageSchema.nullable(),
    topic: topicSchema.nullable(),
    /** An MHK paper without problems, listed for the preview. */
    mhkPaper: mhkPaperOutlineSchema.nullable().default(null),
    /** A graded-course unit without problems, listed for the preview (decision 073). */
    gradedUnit: gradedUnitOutlineSchema.nullable().default(null),
    /** An eloquence exercise without problems, as the learner's exercise page gets it (decision 075). */
    eloquence: eloquenceExerciseSchema.nullable().default(null),
    /** A PSC test site without problems, listed for the preview (decision 075). */
    testSite: testSiteOutlineSchema.nullable().default(null),
    /** A phonetics entry without problems, as the learner's entry page gets it (decision 075). */
    phonetics: studyEntrySchema.nullable().default(null),
  }),
});

// The public side: what learners see, published revisions only.

export const publicNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(NewsCategory),
  publishedOn: z.string(),
  summary: z.string(),
});
export type PublicNews = z.infer<typeof publicNewsSchema>;

export const newsDetailSchema = publicNewsSchema.extend({ body: z.string(), source: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** Published news, newest first, of one category or all. */
export const ListNews = defineContract({
  path: '/portal/news/list',
  access: 'public',
  payload: { category: z.enum(NewsCategory).optional(), page },
  response: z.object({ total: z.number().int(), list: z.array(publicNewsSchema) }),
});

export const GetNews = defineContract({
  path: '/portal/news/detail',
  access: 'public',
  payload: { id: managedEntryId },
  response: newsDetailSchema,
});

/** The news categories with how many published items each has. */
export const ListNewsCategories = defineContract({
  path: '/portal/news/categories',
  access: 'public',
  payload: {},
  response: z.array(z.object({ category: z.enum(NewsCategory), count: z.number().int() })),
});

export const leagueMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  joinedOn: z.string(),
  summary: z.string(),
  website: z.string(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** The league's published members, by the day they joined. */
export const ListLeagueMembers = defineContract({
  path: '/portal/league/members',
  access: 'public',
  payload: {},
  response: z.array(leagueMemberSchema),
});

export const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  stage: z.string(),
  summary: z.string(),
  highlights: z.array(z.string()),
});
export type School = z.infer<typeof schoolSchema>;

/** The cooperating schools published for the showcase. */
export const ListSchools = defineContract({
  path: '/portal/school/list',
  access: 'public',
  payload: {},
  response: z.array(schoolSchema),
});

// The public shapes made from a revision's fields: what the server's public lists answer and what the
// workspace's preview draws, so the preview shows what learners will see.

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

function newsCategoryOf(value: string): NewsCategory {
  return NEWS_CATEGORIES.find((category) => category === value) ?? NewsCategory.Platform;
}

/** A news item's public shape from a revision's fields. */
export function newsOfFields(id: string, raw: ManagedFields): NewsDetail {
  const fields = normaliseFields('news', raw);
  return {
    id,
    title: text(fields, 'title'),
    category: newsCategoryOf(text(fields, 'category')),
    publishedOn: text(fields, 'publishedOn'),
    summary: text(fields, 'summary'),
    body: text(fields, 'body'),
    source: text(fields, 'source'),
  };
}

/** A league member's public shape from a revision's fields. */
export function memberOfFields(id: string, raw: ManagedFields): LeagueMember {
  const fields = normaliseFields('leagueMember', raw);
  return {
    id,
    name: text(fields, 'name'),
    region: text(fields, 'region'),
    joinedOn: text(fields, 'joinedOn'),
    summary: text(fields, 'summary'),
    website: text(fields, 'website'),
  };
}

/** A cooperating school's public shape from a revision's fields. */
export function schoolOfFields(id: string, raw: ManagedFields): School {
  const fields = normaliseFields('school', raw);
  const highlights = fields['highlights'];
  return {
    id,
    name: text(fields, 'name'),
    region: text(fields, 'region'),
    stage: text(fields, 'stage'),
    summary: text(fields, 'summary'),
    highlights: Array.isArray(highlights) ? highlights : [],
  };
}

// Teachers' own profiles (a submitted type): the teacher writes and submits, an administrator approves.

/** A teacher's profile as its owner sees it: the latest revision's fields and where its review stands. */
export const teacherProfileStateSchema = z.object({
  /** Null before the first submission. */
  entry: managedEntrySchema.nullable(),
  /** The latest revision's fields (empty before the first submission). */
  fields: z.record(z.string(), fieldValue),
});

export const GetOwnTeacherProfile = defineContract({
  path: '/teacher/profile/get',
  access: 'login',
  roles: [Role.Teacher],
  payload: {},
  response: teacherProfileStateSchema,
});

/**
 * Saves the teacher's own profile as a new revision and submits it for review. Learners keep seeing the
 * approved revision (if any) until an administrator approves this one. `baseRevision` as in the
 * workspace: null for the first submission.
 */
export const SubmitTeacherProfile = defineContract({
  path: '/teacher/profile/submit',
  access: 'login',
  roles: [Role.Teacher],
  payload: {
    baseRevision: z.number().int().min(0).nullable().default(null),
    fields: z.record(z.string().max(32), fieldValue),
  },
  check: (payload, context) => {
    for (const field of MANAGED_TYPE_SPECS.teacherProfile.fields) {
      const problem = fieldProblem(field, payload.fields[field.name]);
      if (problem) context.addIssue({ code: 'custom', path: ['fields', field.name], message: problem });
    }
  },
  response: teacherProfileStateSchema,
});

export const teacherProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  yearsTeaching: z.number().int(),
  stage: z.string(),
  certificates: z.array(z.string()),
  features: z.array(z.string()),
  resume: z.string(),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;

/** Approved teachers' profiles, by name. */
export const ListTeacherProfiles = defineContract({
  path: '/portal/teacher/list',
  access: 'public',
  payload: { page },
  response: z.object({ total: z.number().int(), list: z.array(teacherProfileSchema) }),
});

/** One approved profile (the approved revision, never a later one awaiting review). */
export const GetTeacherProfile = defineContract({
  path: '/portal/teacher/profile',
  access: 'public',
  payload: { id: managedEntryId },
  response: teacherProfileSchema,
});

const lines = (fields: ManagedFields, name: string): string[] => {
  const value = fields[name];
  return Array.isArray(value) ? value : [];
};

/** A teacher's public profile from a revision's fields. */
export function teacherOfFields(id: string, raw: ManagedFields): TeacherProfile {
  const fields = normaliseFields('teacherProfile', raw);
  const years = Number(text(fields, 'yearsTeaching'));
  return {
    id,
    name: text(fields, 'name'),
    yearsTeaching: Number.isInteger(years) ? years : 0,
    stage: text(fields, 'stage'),
    certificates: lines(fields, 'certificates'),
    features: lines(fields, 'features'),
    resume: text(fields, 'resume'),
  };
}

// Videos: uploaded from the workspace (POST /admin/content/video/upload, videos.ts), shown to learners once published.

export const publicVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  summary: z.string(),
  /** Where the player reads the video (with range requests): /portal/video/stream/<id>. */
  src: z.string(),
  /** The graded-course unit whose micro-lesson plays it, if any. */
  unitKey: z.string().nullable(),
});
export type PublicVideo = z.infer<typeof publicVideoSchema>;

/** The address a published video is played from (range requests honoured; unpublished: 404). */
export function videoStreamPath(id: string): string {
  return `/portal/video/stream/${id}`;
}

/** A video's public shape from a revision's fields. */
export function videoOfFields(id: string, raw: ManagedFields): PublicVideo {
  const fields = normaliseFields('video', raw);
  return {
    id,
    title: text(fields, 'title'),
    subject: text(fields, 'subject'),
    summary: text(fields, 'summary'),
    src: videoStreamPath(id),
    unitKey: text(fields, 'unitKey') || null,
  };
}

/** Published videos, the latest published first. */
export const ListVideos = defineContract({
  path: '/portal/video/list',
  access: 'public',
  payload: { page },
  response: z.object({ total: z.number().int(), list: z.array(publicVideoSchema) }),
});

export const GetVideo = defineContract({
  path: '/portal/video/detail',
  access: 'public',
  payload: { id: managedEntryId },
  response: publicVideoSchema,
});
