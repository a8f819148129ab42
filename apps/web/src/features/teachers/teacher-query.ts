/** The teacher-profile page's address: `?teacherId=` names one approved profile. */
export const TEACHER_ID_PARAM = 'teacherId';

/** The id in the address, when it has an entry id's form; null otherwise (the page says it is not found). */
export function teacherIdOf(search: URLSearchParams): string | null {
  const id = search.get(TEACHER_ID_PARAM);
  return id !== null && /^[0-9a-f]{32}$/u.test(id) ? id : null;
}
