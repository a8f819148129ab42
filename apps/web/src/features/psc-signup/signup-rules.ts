import type { Gender } from '@hanyu/contracts/constants/account';
import { idCardGender, isValidIdCard, normaliseIdCard } from '@hanyu/contracts/psc/id-card';
import {
  candidateEmailField,
  candidateGenderField,
  candidateNameField,
  idCardField,
  type PscProvinceCount,
  type PscTestSession,
} from '@hanyu/contracts/psc/signup';
import { mobileField } from '@hanyu/contracts/usercenter/fields';
import { checkField, problem, type Problem } from '../../shared/api/problem.ts';

/** Sessions are planned in Beijing time; they are shown so wherever the candidate is. */
export const SESSION_TIME_ZONE = 'Asia/Shanghai';

export interface CandidateDraft {
  name: string;
  idCard: string;
  gender: Gender | '';
  mobile: string;
  email: string;
}
export type CandidateField = keyof CandidateDraft;

export const EMPTY_CANDIDATE: CandidateDraft = { name: '', idCard: '', gender: '', mobile: '', email: '' };

/** The holder's gender when the identity number is complete and valid, else null. */
export function genderFromIdCard(idCard: string): Gender | null {
  const normalised = normaliseIdCard(idCard);
  return isValidIdCard(normalised) ? idCardGender(normalised) : null;
}

/**
 * What is wrong with the candidate's details, field by field, checked with the contract's own fields
 * (so the messages are the server's): empty when the form may be sent.
 */
export function checkCandidate(draft: CandidateDraft): Partial<Record<CandidateField, Problem>> {
  const found: Partial<Record<CandidateField, Problem | null>> = {
    name: checkField(candidateNameField, draft.name, 'SignupNameRequired'),
    idCard: checkField(idCardField, draft.idCard, 'SignupIdCardInvalid'),
    gender: checkField(candidateGenderField, draft.gender, 'SignupGenderRequired'),
    mobile: checkField(mobileField, draft.mobile, 'MobileFormat'),
    email: checkField(candidateEmailField, draft.email, 'EmailFormat'),
  };
  const holder = genderFromIdCard(draft.idCard);
  if (!found.gender && holder && draft.gender !== holder) found.gender = problem('SignupGenderMismatch');
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<
    Record<CandidateField, Problem>
  >;
}

export interface ProvinceGroup {
  code: string;
  name: string;
  sessions: PscTestSession[];
}

/** Sessions by province, in the order of the province list; each group keeps the sessions' order. */
export function groupByProvince(sessions: PscTestSession[], provinces: PscProvinceCount[]): ProvinceGroup[] {
  const groups = new Map<string, ProvinceGroup>(
    provinces.map((province) => [province.code, { code: province.code, name: province.name, sessions: [] }]),
  );
  for (const session of sessions) {
    const code = session.site.provinceCode;
    if (!groups.has(code)) groups.set(code, { code, name: session.site.province, sessions: [] });
    groups.get(code)?.sessions.push(session);
  }
  return [...groups.values()].filter((group) => group.sessions.length > 0);
}

/** A session's test day (with its weekday) and start time in Beijing, in the interface language. */
export function sessionWhen(startsAt: string, languageTag: string): { date: string; time: string } {
  const instant = new Date(startsAt);
  const date = new Intl.DateTimeFormat(languageTag, {
    timeZone: SESSION_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(instant);
  const time = new Intl.DateTimeFormat(languageTag, {
    timeZone: SESSION_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { date, time };
}

/** An instant (a deadline, a signup) as a short date and time in Beijing, in the interface language. */
export function instantText(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    timeZone: SESSION_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The ticket number in groups (day, site, time, serial) so it is easy to read out and copy down. */
export function groupedTicket(ticketNo: string): string {
  return /^\d{17}$/.test(ticketNo)
    ? `${ticketNo.slice(0, 6)} ${ticketNo.slice(6, 10)} ${ticketNo.slice(10, 14)} ${ticketNo.slice(14)}`
    : ticketNo;
}

/** The session row the list should show after a signup or cancellation changed it. */
export function replaceSession(sessions: PscTestSession[], changed: PscTestSession): PscTestSession[] {
  return sessions.map((session) => (session.id === changed.id ? changed : session));
}
