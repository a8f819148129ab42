import { StoredKey } from '@hanyu/contracts/constants/limits';
import { ROUTES, type RouteEntry } from '../routes/route-table.ts';

/**
 * The minority area's own interface languages (docs/decisions/065-area-languages.md): Uyghur in its
 * Arabic script, written right to left, and Tibetan. They are not languages of the site: the header and
 * footer stay in the site language, and only the area's pages follow the learner's choice.
 */
export const AREA_LANGUAGES = ['ug', 'bo'] as const;
export type AreaLanguage = (typeof AREA_LANGUAGES)[number];
/** What the learner chose for the area: one of its languages, or the site language. */
export type AreaLanguageChoice = AreaLanguage | 'site';

/** Each language's name in its own script, so a learner finds it whatever they read now. */
export const AREA_LANGUAGE_NAMES: Record<AreaLanguage, string> = { ug: 'ئۇيغۇرچە', bo: 'བོད་ཡིག' };

/** BCP 47 tags for `lang` (the stylesheet chooses the fonts by them) and the direction of writing. */
export const AREA_LANGUAGE_TAGS: Record<AreaLanguage, string> = { ug: 'ug', bo: 'bo' };
export const AREA_LANGUAGE_DIRECTIONS: Record<AreaLanguage, 'rtl' | 'ltr'> = { ug: 'rtl', bo: 'ltr' };

/** The screens whose titles the area languages translate: every screen of the minority area. */
export const AREA_SCREENS: readonly string[] = [
  ...new Set(ROUTES.filter((route) => route.area === 'minority').map((route) => route.screen)),
];

/** The errors the area's pages may show: the exam engine's, the speech services', the connection's. */
export const AREA_ERRORS: readonly string[] = [
  'SessionExpired',
  'LoginRequired',
  'EvaluationFailed',
  'ResourceFetchFailed',
  'AnswerSaveFailed',
  'PaperSubmitFailed',
  'AudioLoadFailed',
  'CompositionEvaluationFailed',
  'ExamListFailed',
  'SubmissionFailed',
  'NetworkDisconnected',
  'NetworkUnstable',
  'MicrophoneUnavailable',
  'NoResource',
  'TestReportFailed',
  'ReconnectFailed',
  'RateLimited',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
  'StopRecordingFirst',
  'RecordingTooShort',
  'RecordingTooLong',
  'SpeechBusy',
  'ExamAlreadySubmitted',
  'ExamSegmentMissing',
  'ExamModuleClosed',
  'ExamModuleOutOfScope',
  'ExamModuleLocked',
  'ExamPaused',
  'ExamQuestionUnknown',
  'ExamAnswerMismatch',
  'ExamInProgressNotDeletable',
  'PromotionLocked',
  'SpecialItemNotInSet',
  'SpecialRoundOver',
];

/**
 * The parts of the zh source (top-level sections, or single keys by their dotted path) that the area
 * languages translate whole: what the area's pages show (headings, buttons, instructions, statuses,
 * errors and the breadcrumb). Anything else on those pages (a shared component's string) falls back to zh.
 */
export const AREA_NAMESPACES: readonly string[] = [
  'common',
  'nav.home',
  'nav.breadcrumb',
  'areas.minority.name',
  'areaLanguage.label',
  'areaLanguage.unreviewed',
  'diagnosis',
  'graded',
  'special',
  'mhkExam',
  'exam',
  ...AREA_SCREENS.map((screen) => `screens.${screen}`),
  ...AREA_ERRORS.map((id) => `errors.${id}`),
];

export function isAreaLanguage(value: string | null | undefined): value is AreaLanguage {
  return !!value && (AREA_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice; anything else (nothing stored, an old value) is the site language. */
export function readAreaLanguage(storage: Pick<Storage, 'getItem'>): AreaLanguageChoice {
  const stored = storage.getItem(StoredKey.AreaLanguage);
  return isAreaLanguage(stored) ? stored : 'site';
}

export function storeAreaLanguage(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: AreaLanguageChoice): void {
  if (choice === 'site') storage.removeItem(StoredKey.AreaLanguage);
  else storage.setItem(StoredKey.AreaLanguage, choice);
}

/** Whether a screen offers the area languages: the minority area's screens, in both families. */
export function offersAreaLanguage(route: Pick<RouteEntry, 'area'>): boolean {
  return route.area === 'minority';
}

/** The attributes of the area's content in a language: its `lang` and direction, none for the site's. */
export function areaContentAttributes(choice: AreaLanguageChoice): { lang?: string; dir?: 'rtl' | 'ltr' } {
  if (choice === 'site') return {};
  return { lang: AREA_LANGUAGE_TAGS[choice], dir: AREA_LANGUAGE_DIRECTIONS[choice] };
}

/** A locale file: strings in nested groups. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** The value at a dotted path of a locale tree, if any. */
function valueAt(tree: LocaleTree, dottedPath: string): string | LocaleTree | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of dottedPath.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** Every string of a tree by its dotted key. */
export function leavesOf(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [leaf, text] of leavesOf(value, name)) out.set(leaf, text);
  }
  return out;
}

/** The strings of `tree` that the area languages translate (AREA_NAMESPACES), by dotted key. */
export function areaStringsOf(tree: LocaleTree, namespaces: readonly string[] = AREA_NAMESPACES): Map<string, string> {
  const out = new Map<string, string>();
  for (const namespace of namespaces) {
    const value = valueAt(tree, namespace);
    if (typeof value === 'string') out.set(namespace, value);
    else if (value) for (const [key, text] of leavesOf(value, namespace)) out.set(key, text);
  }
  return out;
}
