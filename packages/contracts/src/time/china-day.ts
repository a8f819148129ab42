/** The platform's calendar: mainland China's day (UTC+8, no daylight saving), on the server and the web alike. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today (or `at`'s day) in China's calendar, as YYYY-MM-DD. */
export function chinaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a last day (YYYY-MM-DD) is over: it was before today in China's calendar. */
export function isPastDay(day: string, at: Date = new Date()): boolean {
  return day < chinaDay(at);
}
