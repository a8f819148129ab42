/**
 * The passage of the day: the learning passages taken in order of their ids, one a day of China's
 * calendar, round and round. Every instance computes the same pick from the day and the catalogue
 * alone, so nothing is stored; a passage added to the catalogue joins the round from the next pick.
 */
export function passageOfDay(passageIds: readonly string[], day: string): string | null {
  if (passageIds.length === 0) return null;
  const ordered = [...passageIds].sort();
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  if (!Number.isFinite(dayNumber)) throw new RangeError(`Not a day: ${day}`);
  const index = ((dayNumber % ordered.length) + ordered.length) % ordered.length;
  return ordered[index] ?? null;
}
