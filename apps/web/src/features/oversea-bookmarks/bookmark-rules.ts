import { groupNameField, type Favourite, type ReviewCard } from '@hanyu/contracts/oversea/collection';
import {
  ALL_LANGUAGES,
  FAVOURITE_LANGUAGES,
  TRANSLATION_LANGUAGES,
  type FavouriteLanguage,
} from '@hanyu/contracts/oversea/translation-languages';
import { checkField, type Problem } from '../../shared/api/problem.ts';

/** The language filter's choices: all, then the codes in the spec's order (favourites add uy and ti). */
export const HISTORY_FILTERS = [ALL_LANGUAGES, ...TRANSLATION_LANGUAGES] as const;
export const FAVOURITE_FILTERS = [ALL_LANGUAGES, ...FAVOURITE_LANGUAGES] as const;
export type LanguageFilter = typeof ALL_LANGUAGES | FavouriteLanguage;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** Uyghur is written right to left. */
export function directionOf(language: FavouriteLanguage): 'rtl' | undefined {
  return language === 'uy' ? 'rtl' : undefined;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show after rows were removed: the same one, or the last one that still has rows. */
export function pageAfterRemoval(page: number, totalAfter: number, pageSize: number): number {
  return Math.min(page, pageCount(totalAfter, pageSize));
}

/** A group name as the server will take it, or the catalogue's reason it will not. */
export function checkGroupName(name: string): Problem | null {
  return checkField(groupNameField, name, 'GroupNameInvalid');
}

/** The sides of a flashcard: the Chinese one first (the server says which). */
export function cardSides(card: ReviewCard): {
  front: { text: string; language: FavouriteLanguage };
  back: { text: string; language: FavouriteLanguage };
} {
  const text = { text: card.text, language: card.from };
  const translation = { text: card.translation, language: card.to };
  return card.front === 'translation' ? { front: translation, back: text } : { front: text, back: translation };
}

/** The Chinese side of a favourite, if it has one (what the listen button reads). */
export function chineseSide(favourite: Pick<Favourite, 'text' | 'translation' | 'from' | 'to'>): string | null {
  if (favourite.from === 'cn') return favourite.text;
  if (favourite.to === 'cn') return favourite.translation;
  return null;
}

const MINUTES = { hour: 60, day: 24 * 60, month: 30 * 24 * 60, year: 365 * 24 * 60 } as const;

/**
 * An interval in minutes as the learner's language says it ("in 2 days", "2天后"), rounded to the
 * largest fitting unit.
 */
export function intervalText(minutes: number, languageTag: string): string {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'always' });
  if (minutes < MINUTES.hour) return format.format(Math.max(1, Math.round(minutes)), 'minute');
  if (minutes < MINUTES.day) return format.format(Math.round(minutes / MINUTES.hour), 'hour');
  if (minutes < MINUTES.month) return format.format(Math.round(minutes / MINUTES.day), 'day');
  if (minutes < MINUTES.year) return format.format(Math.round(minutes / MINUTES.month), 'month');
  return format.format(Math.round((minutes / MINUTES.year) * 10) / 10, 'year');
}

/** Which grade a key press gives, if any: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export function gradeOfKey(key: string): 1 | 2 | 3 | 4 | null {
  return key === '1' || key === '2' || key === '3' || key === '4' ? (Number(key) as 1 | 2 | 3 | 4) : null;
}

/** A key press the review should leave alone: typing in a field, or with a modifier held. */
export function isTypingKey(event: {
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || target?.isContentEditable === true;
}
