/**
 * Every screen of spec section 2, in each family where the spec lists it: the one table the router,
 * navigation, the `routes` script and the browser tests all read. Pure data: no React here.
 */
export type Family = 'web' | 'client';
export type Area =
  | 'home'
  | 'minority'
  | 'liveLesson'
  | 'hkmt'
  | 'adult'
  | 'child'
  | 'student'
  | 'experience'
  | 'oversea'
  | 'culture'
  | 'portal'
  | 'workspace';

export interface RouteEntry {
  /** The spec's name with its family prefix: webMinorityIndex, clientMinorityIndex, … */
  name: string;
  /** Path inside the router base /dist/, with `:param` segments. */
  path: string;
  family: Family;
  /** Needs a signed-in user (web: the login prompt; client: back to /client). */
  login: boolean;
  area: Area;
  /** The screen's own name, shared by both families; keys its title. */
  screen: string;
  /** Built, or planned: a planned screen shows the under-development notice; a built one never may. */
  status: RouteStatus;
}

export type RouteStatus = 'built' | 'planned';

export const ROUTER_BASE = '/dist';

/**
 * The areas a learner chooses between, in the order the site shows them: the main navigation, the
 * home page's audiences and the interests of the personal centre.
 */
export const AUDIENCE_AREAS: readonly Area[] = [
  'adult',
  'hkmt',
  'minority',
  'student',
  'child',
  'oversea',
  'culture',
  'experience',
  'liveLesson',
];

interface ScreenSpec {
  /** Path below the area folder; defaults to the screen name. */
  path?: string;
  families?: readonly Family[];
  /** Overrides the family-prefixed name (the spec names some routes itself). */
  names?: Partial<Record<Family, string>>;
  webLogin?: boolean;
  status?: RouteStatus;
  screen?: string;
}

const BOTH: readonly Family[] = ['web', 'client'];
const WEB: readonly Family[] = ['web'];
const CLIENT: readonly Family[] = ['client'];

/**
 * Client screens open without a token: the three of spec section 6, and noInternet, which the shell
 * shows to anyone whose connection drops (a guard there would hide the notice behind /client).
 */
const CLIENT_OPEN_SCREENS = new Set(['clientHome', 'findPassword', 'privacy', 'noInternet']);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function area(
  areaName: Area,
  folder: string,
  defaults: { families: readonly Family[]; status: RouteStatus; namePrefix?: string },
  screens: Record<string, ScreenSpec>,
): RouteEntry[] {
  return Object.entries(screens).flatMap(([key, spec]) =>
    (spec.families ?? defaults.families).map((family): RouteEntry => {
      const screen = spec.screen ?? key;
      const name = spec.names?.[family] ?? `${family}${defaults.namePrefix ?? ''}${capitalise(key)}`;
      return {
        name,
        path: `/${family}${folder}/${spec.path ?? key}`,
        family,
        login: family === 'client' ? !CLIENT_OPEN_SCREENS.has(screen) : (spec.webLogin ?? false),
        area: areaName,
        screen,
        status: spec.status ?? defaults.status,
      };
    }),
  );
}

const minority = area(
  'minority',
  '/minority',
  { families: BOTH, status: 'planned' },
  {
    minorityIndex: { status: 'built' },
    diagnosisIndex: { webLogin: true, status: 'built' },
    diagnosis: { webLogin: true, status: 'built' },
    diagnosisHistory: { webLogin: true, status: 'built' },
    diagnosisHistoryReport: { webLogin: true, status: 'built' },
    compositionDetail: { webLogin: true, status: 'built' },
    promotionCompositionDetail: { webLogin: true, status: 'built' },
    minorityDownload: { webLogin: true, status: 'built' },
    specialTrainingIndex: {
      names: { web: 'webSpecialTrainingIndex', client: 'specialTrainingIndex' },
      webLogin: true,
      status: 'built',
    },
    minorityAbilityDiagnosis: { webLogin: true, status: 'built' },
    minorityAbilityDiagnosisParent: {
      path: 'mhkExam/minorityAbilityDiagnosisParent',
      webLogin: true,
      status: 'built',
    },
    specialTrainParent: { path: 'learn/specialTrainParent', webLogin: true, status: 'built' },
    promotion: { path: 'learn/promotion', webLogin: true, status: 'built' },
    promotionChildCompositionDetail: {
      path: 'learn/promotion/compositionDetail',
      screen: 'promotionCompositionDetail',
      webLogin: true,
      status: 'built',
    },
    mhkExamFull: { path: 'mhkExam/mhkExamFull', webLogin: true, status: 'built' },
    mhkExamSingle: { path: 'mhkExam/mhkExamSingle', webLogin: true, status: 'built' },
    mhkExamHistory: { path: 'mhkExam/mhkExamHistory', webLogin: true, status: 'built' },
    mhkExamSyllabus: { path: 'mhkExam/mhkExamSyllabus', webLogin: true, status: 'built' },
    mhkExamIntro: { path: 'mhkExam/mhkExamIntro', webLogin: true, status: 'built' },
    mhkExamFullReport: { path: 'mhkExam/mhkExamFullReport', webLogin: true, status: 'built' },
    mhkExamPage: { path: 'mhkExam/mhkExamPage', webLogin: true, status: 'built' },
    learnCourse: { path: 'learn/learnGraded/learnCourse', webLogin: true, status: 'built' },
    ...Object.fromEntries(
      [
        'beginBookStudy',
        'beginBookStudyDetail',
        'learnGradedExercise',
        'learnGradedPractice',
        'learnGradedVideo',
        'learnGradedBook',
        'learnGradedExtend',
        'learnGradedPreview',
        'learnGradedPronounce',
        'learnGradedPracticeEvaluationResult',
        'learnGradedPinyinStudy',
      ].map((child) => [child, { path: `learn/learnGraded/learnCourse/${child}`, webLogin: true, status: 'built' }]),
    ),
    ...Object.fromEntries(
      ['learnGradedPromotionHomePage', 'learnGradedPromotionReport'].map((child) => [
        child,
        { path: `learn/learnGraded/learnCourse/${child}`, webLogin: true, status: 'built' },
      ]),
    ),
    learnGradedCompositionReport: {
      path: 'learn/learnGraded/learnCourse/learnGradedCompositionReport',
      families: WEB,
      webLogin: true,
      status: 'built',
    },
    compositionReport: {
      path: 'learn/learnGraded/learnCourse/compositionReport',
      families: CLIENT,
      screen: 'learnGradedCompositionReport',
      status: 'built',
    },
  },
);

const liveLesson = area(
  'liveLesson',
  '/liveLesson',
  { families: WEB, status: 'planned' },
  {
    webLiveLesson: { names: { web: 'webLiveLesson' } },
    webMyCourses: { names: { web: 'webMyCourses' }, webLogin: true },
    lessonDetail: { path: 'webLiveLesson/lessonDetail', names: { web: 'webLessonDetail' } },
  },
);

const mandarinScreens = (login: boolean): Record<string, ScreenSpec> => ({
  mandarinLearnIntro: {},
  mandarinLearnConsonant: {},
  mandarinLearn: {},
  mandarinLearnDetail: { webLogin: login },
  mandarinLearnContrast: {},
  mandarinPassageRead: {},
  mandarinPassageReadDetail: { webLogin: true },
  mandarinTopicSpeak: { webLogin: true },
});

// The Hong Kong/Macao/Taiwan area repeats screens of the adult area and portal: its names carry 'Hkmt'.
const hkmt = area(
  'hkmt',
  '/hkmt',
  { families: BOTH, status: 'built', namePrefix: 'Hkmt' },
  {
    hkmtIndex: { names: { web: 'webHkmtIndex', client: 'clientHkmtIndex' } },
    autonomyLearn: {},
    ...mandarinScreens(false),
    wordcardTool: { status: 'built' },
  },
);

const pscScreens = ['PscExamParent', 'PscExamWord1', 'PscExamWord2', 'PscExamWord3', 'PscExamReport'];
const pscChildren = ['PscExamDescription', 'PscExamStart', 'Psc1', 'Psc2', 'Psc3', 'Psc4'];
const adultPsc: Record<string, ScreenSpec> = {
  ...Object.fromEntries(pscScreens.map((screen) => [screen, { path: `pscExam/${screen}`, status: 'built' as const }])),
  ...Object.fromEntries(
    pscChildren.map((screen) => [screen, { path: `pscExam/children/${screen}`, status: 'built' as const }]),
  ),
  PscScoreQuery: { path: 'pscExam/PscScoreQuery', status: 'built', webLogin: true },
  PscCertQuery: { path: 'pscExam/PscCertQuery', status: 'built', webLogin: true },
  PscOnlineSignup: { path: 'pscExam/PscOnlineSignup', status: 'built', webLogin: true, families: WEB },
};

const adult = area(
  'adult',
  '/adult',
  { families: BOTH, status: 'built' },
  {
    adultIndex: {},
    ...adultPsc,
    ...mandarinScreens(true),
    mandarinSpeechEloquence: { families: WEB },
    speechEloquence: { families: CLIENT, screen: 'mandarinSpeechEloquence' },
    speechEloquenceDetail: {},
    shellDemo: { families: CLIENT, status: 'built' },
  },
);

const child = area(
  'child',
  '/child',
  { families: BOTH, status: 'planned' },
  {
    childIndex: {},
    childLearn: {},
    childLearnList: {},
    childLearnDetails: { webLogin: true },
    childSong: {},
    childStory: {},
    childBalladLearnDetails: {},
  },
);

const student = area(
  'student',
  '/student',
  { families: BOTH, status: 'planned' },
  {
    studentIndex: {},
    course: {},
    competition: {},
    courseRead: { webLogin: true },
    poetryRead: {},
    poetryReadDetail: {},
    exambelRead: { webLogin: true },
    couch: {},
    couchPic: {},
    couchPicDetails: {},
    couchRetell: {},
    couchRetellingDetails: {},
    couchDetails: {},
    evaluate: { families: CLIENT },
    testEvaluate: { families: CLIENT },
  },
);

const experience = area(
  'experience',
  '/experienceCenter',
  { families: WEB, status: 'planned' },
  {
    index: { screen: 'experienceIndex', names: { web: 'webExperienceIndex' } },
    introduce: { screen: 'experienceIntroduce', names: { web: 'webExperienceIntroduce' } },
    test: { screen: 'experienceTest', names: { web: 'webExperienceTest' } },
    testReport: { screen: 'experienceTestReport', names: { web: 'webExperienceTestReport' } },
    setGoal: {},
    setLesson: {},
    learnReport: {},
    aiChineseClass: {},
    learnLessonPage: {},
    strengthPractice: {},
  },
);

const oversea = area(
  'oversea',
  '/oversea',
  { families: BOTH, status: 'planned' },
  {
    overseaIndex: {},
    translation: { status: 'built' },
    // Translation history and favourites need login (spec section 6).
    bookmarks: { status: 'built', webLogin: true },
    abroadCn: {},
    // Teachers' profiles an administrator approved (managed content, docs/decisions/060).
    chineseTeacher: { status: 'built' },
    chineseTeacherDetail: { status: 'built' },
    basicPass: {},
    thousandHome: {},
    thousandLearn: {},
    chineseGrammar: {},
    chineseGrammarDetail: {},
  },
);

const culture = area(
  'culture',
  '/culture',
  { families: BOTH, status: 'planned' },
  {
    cultureIndex: {},
    cultureTraditionLearn: {},
    cultureTraditionLearnDetail: {},
    cultureClassicLearn: {},
    cultureClassicLearnDetail: {},
    chineseChanting: {},
    chineseChantingDetail: {},
    cultureLiterature: { path: 'cultureLiterature/:type/:phase' },
    cultureLiteratureDetail: { path: 'cultureLiteratureDetail/:resId/:type/:phase' },
    cultureThoughtTermLearn: {},
    cultureThoughtTermLearnDetail: {},
    cultureIdiomLearn: {},
    cultureIdiomLearnDetail: {},
    culturePoetryLearn: { path: 'culturePoetryLearn/:type' },
    culturePoetryLearnDetail: { path: 'culturePoetryLearnDetail/:type' },
    cultureHandWritingLearn: {},
    cultureHandWritingLearnDetail: { path: 'cultureHandWritingLearnDetail/:font/:author/:resId' },
    cultureInOpenRes: {},
    handWritingDownload: {},
  },
);

const portal = area(
  'portal',
  '/portal',
  { families: BOTH, status: 'planned' },
  {
    personalCenter: { webLogin: true, status: 'built' },
    personalEdit: { webLogin: true, status: 'built' },
    personalResult: { webLogin: true, status: 'built' },
    findPassword: { status: 'built' },
    privacy: { status: 'built' },
    searchResult: { status: 'built' },
    noInternet: { status: 'built' },
    learnTool: { families: WEB, status: 'built' },
    tool: { families: CLIENT, status: 'built', screen: 'learnTool' },
    convertTool: { status: 'built' },
    wordcardTool: { status: 'built' },
    copyBookTool: { status: 'built' },
    leagueIndex: { status: 'built' },
    leagueNewIndex: { status: 'built' },
    about: { status: 'built' },
    appDownload: { status: 'built' },
    learnChineseIndex: { status: 'built' },
    cooperateSchoolDetail: { status: 'built' },
    commonLanguageSiteIndex: { status: 'built' },
    // Not in the spec's route list: the teaching videos the administrators upload (docs/decisions/060).
    videos: { families: WEB, status: 'built' },
    videoDetail: { path: 'videos/detail', families: WEB, status: 'built' },
  },
);

/**
 * The teacher's and the administrators' workspaces (not in the spec's route list: its entrances lead
 * here). Web only, signed in; each screen asks the server, which admits only the roles it declares.
 */
const workspace = area(
  'workspace',
  '/workspace',
  { families: WEB, status: 'built' },
  {
    teacherWorkspace: { path: 'teacher', names: { web: 'webTeacherWorkspace' }, webLogin: true },
    teacherClass: { path: 'teacher/class', names: { web: 'webTeacherClass' }, webLogin: true },
    teacherReview: { path: 'teacher/review', names: { web: 'webTeacherReview' }, webLogin: true },
    teacherProfile: { path: 'teacher/profile', names: { web: 'webTeacherProfile' }, webLogin: true },
    adminWorkspace: { path: 'admin', names: { web: 'webAdminWorkspace' }, webLogin: true },
    adminAudit: { path: 'admin/audit', names: { web: 'webAdminAudit' }, webLogin: true },
    adminImport: { path: 'admin/import', names: { web: 'webAdminImport' }, webLogin: true },
    adminInstitutions: { path: 'admin/institutions', names: { web: 'webAdminInstitutions' }, webLogin: true },
    schoolWorkspace: { path: 'school', names: { web: 'webSchoolWorkspace' }, webLogin: true },
    adminContent: { path: 'admin/content', names: { web: 'webAdminContent' }, webLogin: true },
  },
);

const general: RouteEntry[] = [
  { name: 'webHome', path: '/web', family: 'web', login: false, area: 'home', screen: 'webHome', status: 'built' },
  {
    name: 'clientHome',
    path: '/client',
    family: 'client',
    login: false,
    area: 'home',
    screen: 'clientHome',
    status: 'built',
  },
  {
    name: 'speechTest',
    path: '/speechTest',
    family: 'web',
    login: false,
    area: 'home',
    screen: 'speechTest',
    status: 'built',
  },
  {
    name: 'webIflylangdu',
    path: '/web/Iflylangdu',
    family: 'web',
    login: false,
    area: 'home',
    screen: 'iflylangdu',
    status: 'built',
  },
  {
    name: 'webYouxueIndex',
    path: '/web/youxueIndex',
    family: 'web',
    login: false,
    area: 'home',
    screen: 'youxueIndex',
    status: 'built',
  },
];

export const ROUTES: readonly RouteEntry[] = [
  ...general,
  ...portal,
  ...minority,
  ...liveLesson,
  ...hkmt,
  ...adult,
  ...child,
  ...student,
  ...experience,
  ...oversea,
  ...culture,
  ...workspace,
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** The index screen of each area, per family (breadcrumbs and home links). */
export const AREA_INDEX: Record<Area, Partial<Record<Family, string>>> = {
  home: { web: 'webHome', client: 'clientHome' },
  portal: { web: 'webHome', client: 'clientHome' },
  minority: { web: 'webMinorityIndex', client: 'clientMinorityIndex' },
  liveLesson: { web: 'webLiveLesson' },
  hkmt: { web: 'webHkmtIndex', client: 'clientHkmtIndex' },
  adult: { web: 'webAdultIndex', client: 'clientAdultIndex' },
  child: { web: 'webChildIndex', client: 'clientChildIndex' },
  student: { web: 'webStudentIndex', client: 'clientStudentIndex' },
  experience: { web: 'webExperienceIndex' },
  oversea: { web: 'webOverseaIndex', client: 'clientOverseaIndex' },
  culture: { web: 'webCultureIndex', client: 'clientCultureIndex' },
  workspace: { web: 'webHome' },
};

/** Example values for the parameterised culture routes (tests and home links). */
export const SAMPLE_PARAMS: Record<string, string> = {
  type: 'tang',
  phase: 'primary',
  resId: '1',
  font: 'kai',
  author: 'wangxizhi',
};

export function fillPath(path: string, params: Record<string, string> = SAMPLE_PARAMS): string {
  return path.replace(/:(\w+)/g, (_whole, key: string) => encodeURIComponent(params[key] ?? SAMPLE_PARAMS[key] ?? key));
}
