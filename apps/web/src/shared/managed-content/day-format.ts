import { useCallback, useMemo } from 'react';
import { LANGUAGE_TAGS } from '../i18n/language-tags.ts';
import { useSession } from '../session/session-store.ts';

/**
 * A calendar day (YYYY-MM-DD) in the interface language. The day is a date, not an instant: it is
 * read and written in UTC so no time zone moves it to the day before.
 */
export function formatDay(day: string, languageTag: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function useDayFormat(): (day: string) => string {
  const language = useSession((state) => state.language);
  const tag = LANGUAGE_TAGS[language];
  return useCallback((day: string) => formatDay(day, tag), [tag]);
}

/** An instant (ISO text) as date and time in the interface language. */
export function useTimeFormat(): (at: string) => string {
  const language = useSession((state) => state.language);
  const format = useMemo(
    () => new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  return useCallback((at: string) => format.format(new Date(at)), [format]);
}
