/**
 * The three guide pages as data: each page's sections and, in each, the cards that lead to the
 * platform's own screens. A card names its route in each family where it is shown; the unit test
 * holds every one to the route table (it exists, it is built, it is of that family), so a guide never
 * points at a screen still under development. Pure data: no React here.
 */
import type { Family } from '../../shared/routes/route-table.ts';

export type GuidePage = 'learnChinese' | 'commonLanguage' | 'shellDemo';

export interface GuideCard {
  /** Keys the card's strings: `guides.<page>.cards.<id>.title` and `.text`. */
  id: string;
  /**
   * The route the card links to, by family; a card is shown only in the families it names, and `null`
   * shows it there as a plain point, without a link (what it says has no screen of its own).
   */
  routes: Partial<Record<Family, string | null>>;
}

export interface GuideSection {
  /** Keys the section's heading and lead: `guides.<page>.sections.<id>.title` and `.lead`. */
  id: string;
  cards: readonly GuideCard[];
}

const both = (web: string, client: string): Partial<Record<Family, string>> => ({ web, client });

/** The screen of the route table each guide page is, and the families it exists in. */
export const GUIDE_SCREENS: Record<GuidePage, { screen: string; families: readonly Family[] }> = {
  learnChinese: { screen: 'learnChineseIndex', families: ['web', 'client'] },
  commonLanguage: { screen: 'commonLanguageSiteIndex', families: ['web', 'client'] },
  shellDemo: { screen: 'shellDemo', families: ['client'] },
};

/** Learning Chinese as a foreign or second language: where to start, by goal. */
const learnChinese: readonly GuideSection[] = [
  {
    id: 'pronunciation',
    cards: [
      { id: 'initials', routes: both('webMandarinLearnConsonant', 'clientMandarinLearnConsonant') },
      { id: 'finalsTones', routes: both('webMandarinLearn', 'clientMandarinLearn') },
      { id: 'contrast', routes: both('webMandarinLearnContrast', 'clientMandarinLearnContrast') },
      { id: 'hkmt', routes: both('webHkmtIndex', 'clientHkmtIndex') },
    ],
  },
  {
    id: 'sentences',
    cards: [
      { id: 'translation', routes: both('webTranslation', 'clientTranslation') },
      { id: 'bookmarks', routes: both('webBookmarks', 'clientBookmarks') },
      { id: 'dictionary', routes: both('webLearnTool', 'clientTool') },
    ],
  },
  {
    id: 'speaking',
    cards: [
      { id: 'passage', routes: both('webMandarinPassageRead', 'clientMandarinPassageRead') },
      { id: 'topic', routes: both('webMandarinTopicSpeak', 'clientMandarinTopicSpeak') },
      { id: 'eloquence', routes: both('webMandarinSpeechEloquence', 'clientSpeechEloquence') },
    ],
  },
  {
    id: 'characters',
    cards: [
      { id: 'wordcard', routes: both('webWordcardTool', 'clientWordcardTool') },
      { id: 'copybook', routes: both('webCopyBookTool', 'clientCopyBookTool') },
      { id: 'convert', routes: both('webConvertTool', 'clientConvertTool') },
    ],
  },
  {
    id: 'tests',
    cards: [
      { id: 'pscMock', routes: both('webPscExamParent', 'clientPscExamParent') },
      { id: 'results', routes: both('webPersonalResult', 'clientPersonalResult') },
    ],
  },
];

/** Learning the national common language in China: by who is learning. */
const commonLanguage: readonly GuideSection[] = [
  {
    id: 'students',
    cards: [
      { id: 'course', routes: both('webMandarinLearnIntro', 'clientMandarinLearnIntro') },
      { id: 'contrast', routes: both('webMandarinLearnContrast', 'clientMandarinLearnContrast') },
      { id: 'wordcard', routes: both('webWordcardTool', 'clientWordcardTool') },
      { id: 'copybook', routes: both('webCopyBookTool', 'clientCopyBookTool') },
    ],
  },
  {
    id: 'psc',
    cards: [
      { id: 'pscIndex', routes: both('webAdultIndex', 'clientAdultIndex') },
      { id: 'pscMock', routes: both('webPscExamParent', 'clientPscExamParent') },
      { id: 'signup', routes: { web: 'webPscOnlineSignup' } },
      { id: 'score', routes: both('webPscScoreQuery', 'clientPscScoreQuery') },
      { id: 'cert', routes: both('webPscCertQuery', 'clientPscCertQuery') },
    ],
  },
  {
    id: 'minority',
    cards: [
      { id: 'mhkIntro', routes: both('webMhkExamIntro', 'clientMhkExamIntro') },
      { id: 'mhkSyllabus', routes: both('webMhkExamSyllabus', 'clientMhkExamSyllabus') },
      { id: 'mhkFull', routes: both('webMhkExamFull', 'clientMhkExamFull') },
      { id: 'mhkSingle', routes: both('webMhkExamSingle', 'clientMhkExamSingle') },
    ],
  },
  {
    id: 'teachers',
    cards: [
      { id: 'workspace', routes: { web: 'webTeacherWorkspace' } },
      { id: 'review', routes: { web: 'webTeacherReview' } },
    ],
  },
];

/** The desktop client: what it adds, what is the same as in the browser, and where to install it. */
const shellDemo: readonly GuideSection[] = [
  {
    id: 'adds',
    cards: [
      { id: 'install', routes: { client: 'clientAppDownload' } },
      { id: 'window', routes: { client: null } },
      { id: 'offline', routes: { client: null } },
    ],
  },
  {
    id: 'same',
    cards: [
      { id: 'micCheck', routes: { client: 'clientPscExamParent' } },
      { id: 'onDevice', routes: { client: 'clientMandarinLearn' } },
      { id: 'offlineNotice', routes: { client: null } },
      { id: 'account', routes: { client: 'clientPersonalCenter' } },
    ],
  },
];

export const GUIDE_SECTIONS: Record<GuidePage, readonly GuideSection[]> = { learnChinese, commonLanguage, shellDemo };

/** A page's sections with only the cards shown in `family`; a section left without cards is left out. */
export function sectionsFor(page: GuidePage, family: Family): GuideSection[] {
  return GUIDE_SECTIONS[page]
    .map((section) => ({ ...section, cards: section.cards.filter((card) => card.routes[family] !== undefined) }))
    .filter((section) => section.cards.length > 0);
}

/** Every route a page's cards link to, with the family it is linked from. */
export function linkedRoutes(page: GuidePage): { family: Family; name: string }[] {
  return GUIDE_SECTIONS[page].flatMap((section) =>
    section.cards.flatMap((card) =>
      Object.entries(card.routes).flatMap(([family, name]) => (name ? [{ family: family as Family, name }] : [])),
    ),
  );
}

export const cardKey = (page: GuidePage, card: GuideCard, part: 'title' | 'text') =>
  `guides.${page}.cards.${card.id}.${part}`;

export const sectionKey = (page: GuidePage, section: GuideSection, part: 'title' | 'lead') =>
  `guides.${page}.sections.${section.id}.${part}`;
