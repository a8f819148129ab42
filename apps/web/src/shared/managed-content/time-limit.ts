/** A time limit as m:ss ("1:30"), as the learners' pages and the workspace's previews write it. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
