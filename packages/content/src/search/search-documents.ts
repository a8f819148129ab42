/**
 * What the site search indexes (issue 8, point 7): every dictionary entry, the phonetics catalogue,
 * passages, speaking topics and eloquence exercises, and the site's tools and screens. Each becomes
 * one document with its token columns; the server writes them into search_document.
 */
import type { StudyEntry, Topic } from '@hanyu/contracts/psc/study';
import type { EloquenceExercise } from '@hanyu/contracts/psc/speech';
import { SearchKind } from '@hanyu/contracts/portal/search';
import { ContentCollection, type ContentItem, type StoredPassage } from '../catalogue.ts';
import type { DictionaryEntryRow } from '../dictionary/dictionary-rows.ts';
import { plainSyllables } from '../dictionary/pinyin-keys.ts';
import { readText } from '../reading.ts';
import type { AppEntry } from './app-catalogue.ts';
import { englishKeys, englishTokens, hanziTokens, joinFields } from './search-tokens.ts';

export interface SearchDocument {
  kind: SearchKind;
  ref: string;
  title: string;
  titleAlt: string;
  pinyin: string;
  pinyinKey: string;
  summary: string;
  /** "|hello|hi|": every definition (or English title) as a phrase, notes left out. */
  englishKeys: string;
  /** The same, of the definitions without a note only: the keyword is exactly what the word means. */
  englishExact: string;
  /** A word's definitions, all of them, to show the one an English keyword matched; empty for content. */
  glosses: string[];
  /** Lower ranks first among equally good matches. */
  sortRank: number;
  hanzi: string;
  toned: string;
  plain: string;
  english: string;
}

/** Entries outside the frequency lists rank after every counted one, in dictionary order. */
const UNRANKED = 1_000_000;

/** A word's summary: its first definitions. */
export const SUMMARY_DEFINITIONS = 4;

function englishColumns(definitions: readonly string[]): Pick<SearchDocument, 'englishKeys' | 'englishExact'> {
  const { keys, exact } = englishKeys(definitions);
  return { englishKeys: keys, englishExact: exact };
}

export function wordDocument(entry: DictionaryEntryRow, id: number): SearchDocument {
  const numbered = entry.pinyinNumbered.split(' ');
  const plain = plainSyllables(entry.pinyinNumbered);
  return {
    kind: SearchKind.Word,
    ref: String(id),
    title: entry.simplified,
    titleAlt: entry.traditional === entry.simplified ? '' : entry.traditional,
    pinyin: entry.pinyin,
    pinyinKey: plain.join(''),
    summary: entry.definitions.slice(0, SUMMARY_DEFINITIONS).join('; '),
    ...englishColumns(entry.definitions),
    glosses: entry.definitions,
    sortRank: entry.frequencyRank ?? UNRANKED + id,
    hanzi: joinFields([
      hanziTokens(entry.simplified),
      entry.traditional === entry.simplified ? [] : hanziTokens(entry.traditional),
    ]),
    toned: numbered.join(' '),
    plain: plain.join(' '),
    // Pinyin in brackets and classifier notes ("CL:隻|只[zhī]") are not English.
    english: englishTokens(entry.definitions.join(' ').replace(/\[[^\]]*\]|CL:\S*/g, ' ')).join(' '),
  };
}

/** Pinyin of Chinese text in context, numbered syllables. */
function textPinyin(text: string): string[] {
  return readText(text).map((syllable) => `${syllable.pinyin}${syllable.citationTone}`);
}

function contentDocument(
  kind: SearchKind,
  item: ContentItem,
  body: string,
  bodyEn: string,
  summary: string,
  rank: number,
): SearchDocument {
  const titlePinyin = hanziTokens(item.title).length ? textPinyin(item.title) : [];
  const plain = titlePinyin.map((syllable) => syllable.replace(/[0-9]/g, ''));
  return {
    kind,
    ref: item.id,
    title: item.title,
    titleAlt: item.titleEn,
    pinyin: '',
    pinyinKey: plain.join(''),
    summary,
    ...englishColumns([item.titleEn]),
    glosses: [],
    sortRank: rank,
    hanzi: joinFields([hanziTokens(item.title), hanziTokens(body)]),
    toned: titlePinyin.join(' '),
    plain: plain.join(' '),
    english: joinFields([englishTokens(item.titleEn), englishTokens(bodyEn)]),
  };
}

const EXCERPT_LENGTH = 80;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, '');
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

/** Documents of the authored learning content (the catalogue the server loads). */
export function contentDocuments(items: readonly ContentItem[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const item of items) {
    if (item.collection === ContentCollection.Phonetics) {
      const entry = item.payload as StudyEntry;
      documents.push(
        contentDocument(SearchKind.Phonetics, item, entry.describes, entry.describesEn, entry.describes, item.position),
      );
    } else if (item.collection === ContentCollection.Passage) {
      const passage = item.payload as StoredPassage;
      documents.push(
        contentDocument(
          SearchKind.Passage,
          item,
          passage.text,
          passage.summaryEn,
          excerpt(passage.text),
          item.position,
        ),
      );
    } else if (item.collection === ContentCollection.Topic) {
      const topic = item.payload as Topic;
      documents.push(
        contentDocument(SearchKind.Topic, item, topic.guidance.zh, topic.guidance.en, topic.guidance.zh, item.position),
      );
    } else if (item.collection === ContentCollection.Eloquence) {
      const exercise = item.payload as EloquenceExercise;
      const text = [exercise.title, exercise.titleEn].join(' ');
      documents.push(contentDocument(SearchKind.Eloquence, item, '', text, item.titleEn, item.position));
    }
  }
  return documents;
}

/** Documents of the site's tools and screens (the "app" tab). */
export function appDocuments(apps: readonly AppEntry[]): SearchDocument[] {
  return apps.map((app, position) => {
    const titlePinyin = textPinyin(app.title);
    const plain = titlePinyin.map((syllable) => syllable.replace(/[0-9]/g, ''));
    return {
      kind: SearchKind.App,
      ref: app.screen,
      title: app.title,
      titleAlt: app.titleEn,
      pinyin: '',
      pinyinKey: plain.join(''),
      summary: app.description,
      ...englishColumns([app.titleEn, ...app.keywordsEn]),
      glosses: [],
      sortRank: position,
      hanzi: joinFields([hanziTokens(app.title), ...app.keywords.map(hanziTokens), hanziTokens(app.description)]),
      toned: titlePinyin.join(' '),
      plain: plain.join(' '),
      english: joinFields([
        englishTokens(app.titleEn),
        ...app.keywordsEn.map(englishTokens),
        englishTokens(app.descriptionEn),
      ]),
    };
  });
}
