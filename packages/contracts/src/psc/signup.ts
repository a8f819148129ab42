import { z } from 'zod';
import { Gender } from '../constants/account.ts';
import type { ErrorId } from '../errors/catalogue.ts';
import { defineContract } from '../protocol/contract.ts';
import { emailField, mobileField } from '../usercenter/fields.ts';
import { isValidIdCard, normaliseIdCard } from './id-card.ts';

/**
 * PSC online signup (spec sections 2, 5, 6, 8: the web's PscOnlineSignup, /psc/signup/...): test
 * sessions at test sites, a candidate's signup for one seat, the candidate's own signups and their
 * cancellation. Listing sessions is open to visitors; signing up, listing and cancelling need login.
 * Sessions are planned in Beijing time (UTC+8, no daylight saving); instants travel as ISO strings.
 */

/** Where a session stands for new signups. */
export const PscSessionState = {
  /** Seats left and the deadline ahead. */
  Open: 'open',
  /** Every seat taken (a cancellation before the deadline opens one again). */
  Full: 'full',
  /** The signup deadline has passed; the test has not started yet. */
  Closed: 'closed',
  /** The test has started or is over. */
  Finished: 'finished',
} as const;
export type PscSessionState = (typeof PscSessionState)[keyof typeof PscSessionState];

export const PscSignupStatus = { SignedUp: 'signedUp', Cancelled: 'cancelled' } as const;
export type PscSignupStatus = (typeof PscSignupStatus)[keyof typeof PscSignupStatus];

export const PscSignupLimits = {
  /** A session's seats: one test room's worth at most (the ticket's serial has three digits). */
  capacityMin: 1,
  capacityMax: 500,
  nameMaxLength: 30,
  /** The default deadline: this many days before the test day, at `deadlineClock` Beijing time. */
  deadlineDaysBefore: 7,
  deadlineClock: '17:00',
} as const;

/**
 * Provinces, autonomous regions, municipalities and special administrative regions by the first two
 * digits of their GB/T 2260 code: a test site's code starts with its province's.
 */
export const PSC_PROVINCES = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
  '71': '台湾省',
  '81': '香港特别行政区',
  '82': '澳门特别行政区',
} as const satisfies Record<string, string>;
export type PscProvinceCode = keyof typeof PSC_PROVINCES;

export function provinceName(code: string): string | null {
  return Object.hasOwn(PSC_PROVINCES, code) ? PSC_PROVINCES[code as PscProvinceCode] : null;
}

/** A test site's code: its province's two digits and the site's number in the province, e.g. 1101. */
export const SITE_CODE = /^\d{4}$/;

/**
 * A session's id is its natural key in 14 digits: the test day in Beijing time as YYMMDD, the site
 * code (4 digits) and the start time as HHmm: 25061411010900 is site 1101's 09:00 test on 14 June
 * 2025. An import of the same site and time finds the same session.
 */
export const SESSION_ID = /^\d{14}$/;

/**
 * A ticket number (准考证号) is the session id followed by a three-digit serial in the order of signup
 * (001, 002 …): 17 digits, unique. It names the day, the site and the time of the test, so an
 * invigilator can read it. A serial is never given to another candidate: an account that cancels and
 * signs up for the same session again gets its own number back.
 */
export const TICKET_NUMBER = /^\d{17}$/;

export function ticketNumber(sessionId: string, serial: number): string {
  if (!SESSION_ID.test(sessionId)) throw new Error(`not a session id: ${sessionId}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > 999) throw new Error(`serial out of range: ${serial}`);
  return `${sessionId}${String(serial).padStart(3, '0')}`;
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day of an instant in Beijing, YYYY-MM-DD. */
export function beijingDay(instant: Date): string {
  return new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The clock time of an instant in Beijing, HH:mm. */
export function beijingClock(instant: Date): string {
  return new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant of a Beijing day (YYYY-MM-DD) and clock time (HH:mm); null when either is not real. */
export function fromBeijing(day: string, clock: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) return null;
  const instant = new Date(`${day}T${clock}:00+08:00`);
  if (Number.isNaN(instant.getTime()) || beijingDay(instant) !== day) return null;
  return instant;
}

/** The session id of a site's test at an instant. */
export function sessionIdOf(siteCode: string, startsAt: Date): string {
  const day = beijingDay(startsAt).replaceAll('-', '').slice(2);
  return `${day}${siteCode}${beijingClock(startsAt).replace(':', '')}`;
}

/** A zod message that is a catalogue id: the server answers with that error, the client translates it. */
const says = (id: ErrorId) => ({ message: id });

/** Names as on the identity card: Han characters, Latin letters, the middle dot of minority names. */
const NAME = /^[\p{Script=Han}A-Za-z·.\- ]+$/u;

export const candidateNameField = z
  .string(says('SignupNameRequired'))
  .trim()
  .min(1, says('SignupNameRequired'))
  .max(PscSignupLimits.nameMaxLength, says('SignupNameInvalid'))
  .regex(NAME, says('SignupNameInvalid'));

export const idCardField = z
  .string(says('SignupIdCardRequired'))
  .max(40, says('SignupIdCardInvalid'))
  .transform(normaliseIdCard)
  .refine((value) => value.length > 0, { ...says('SignupIdCardRequired'), abort: true })
  .refine((value) => isValidIdCard(value), says('SignupIdCardInvalid'));

export const candidateGenderField = z.enum(Gender, says('SignupGenderRequired'));

/** Optional: empty means none. */
export const candidateEmailField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  emailField.optional(),
);

export const pscTestSiteSchema = z.object({
  code: z.string(),
  name: z.string(),
  provinceCode: z.string(),
  province: z.string(),
  address: z.string(),
});
export type PscTestSite = z.infer<typeof pscTestSiteSchema>;

export const pscTestSessionSchema = z.object({
  id: z.string(),
  site: pscTestSiteSchema,
  /** The test day and start time in Beijing. */
  date: z.string(),
  startTime: z.string(),
  startsAt: z.string(),
  /** Signups and cancellations are accepted until this instant. */
  deadline: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  state: z.enum(PscSessionState),
  /** The caller holds a signup for this session (always false for a visitor). */
  signedUp: z.boolean(),
});
export type PscTestSession = z.infer<typeof pscTestSessionSchema>;

export const pscProvinceCountSchema = z.object({
  code: z.string(),
  name: z.string(),
  sessions: z.number().int(),
});
export type PscProvinceCount = z.infer<typeof pscProvinceCountSchema>;

/** Sessions still to come (open, full or closed), soonest first; by province when one is named. */
export const ListPscSessions = defineContract({
  path: '/psc/signup/sessions',
  access: 'optional-login',
  payload: {
    provinceCode: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(100),
  },
  response: z.object({
    total: z.number().int(),
    list: z.array(pscTestSessionSchema),
    /** Every province with sessions to come, whatever the filter: the filter's choices. */
    provinces: z.array(pscProvinceCountSchema),
  }),
});

export const pscSignupSchema = z.object({
  id: z.string(),
  ticketNo: z.string(),
  status: z.enum(PscSignupStatus),
  session: pscTestSessionSchema,
  /** The candidate as entered; the identity number and mobile partly hidden. */
  candidate: z.object({
    name: z.string(),
    idCard: z.string(),
    gender: z.enum(Gender),
    mobile: z.string(),
    email: z.string(),
  }),
  signedUpAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Signed up and the deadline ahead. */
  canCancel: z.boolean(),
});
export type PscSignup = z.infer<typeof pscSignupSchema>;

export const PscSignUp = defineContract({
  path: '/psc/signup/signUp',
  access: 'login',
  payload: {
    sessionId: z.string().regex(SESSION_ID, says('NoResource')),
    name: candidateNameField,
    idCard: idCardField,
    gender: candidateGenderField,
    mobile: mobileField,
    email: candidateEmailField,
  },
  response: pscSignupSchema,
});
export type PscSignUpPayload = z.input<typeof PscSignUp.payload>;

/** The caller's signups, the most recent first, cancelled ones included. */
export const ListMyPscSignups = defineContract({
  path: '/psc/signup/mySignups',
  access: 'login',
  payload: {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  },
  response: z.object({ total: z.number().int(), list: z.array(pscSignupSchema) }),
});

/** Cancels one of the caller's signups before the deadline; cancelling again answers the same. */
export const CancelPscSignup = defineContract({
  path: '/psc/signup/cancel',
  access: 'login',
  payload: { signupId: z.string().regex(/^[0-9a-f]{24}$/, says('NoResource')) },
  response: pscSignupSchema,
});
