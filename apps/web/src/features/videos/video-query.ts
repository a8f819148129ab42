/** The player page's address: `?videoId=` names one published video. */
export const VIDEO_ID_PARAM = 'videoId';

/** The id in the address when it has an entry id's form; null otherwise (the page says it is not found). */
export function videoIdOf(search: URLSearchParams): string | null {
  const id = search.get(VIDEO_ID_PARAM);
  return id !== null && /^[0-9a-f]{32}$/u.test(id) ? id : null;
}
