import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps are `timestamptz` on PostgreSQL and ISO-8601 text on SQLite; repositories read either
 * through `toDate` and write ISO strings.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

/** A column the database fills with its default when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A timestamp that may be null and that an insert may leave out (null). */
export type OptionalTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** 0 or 1 on both dialects (better-sqlite3 cannot bind booleans). */
export type Flag = number;

export interface FileObjectTable {
  key: string;
  content_type: string;
  size: number;
  sha256: string;
  is_protected: Flag;
  created_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The browser sign-in this tab's session was resumed from or started with (migration 0013). */
  sign_in_hash: Defaulted<string | null>;
  /** When the user last gave a password or code for this session, or for its sign-in (migration 0023). */
  authenticated_at: OptionalTimestamp;
  /** When the session last acted as an administrator (migration 0023). */
  admin_seen_at: OptionalTimestamp;
}

/** web_sign_in: the sign-in a browser keeps in its httpOnly cookie, by the secret's hash (migration 0013). */
export interface WebSignInTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** When the user last gave a password or code in this browser (migration 0023). */
  authenticated_at: OptionalTimestamp;
}

export interface UserAccountTable {
  id: string;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  nick_name: string;
  nick_name_key: string;
  user_photo: Defaulted<string>;
  tel: Defaulted<string>;
  gender: Defaulted<string>;
  birthday: Defaulted<string>;
  country: Defaulted<string>;
  language: Defaulted<string>;
  job: Defaulted<string>;
  education: Defaulted<string>;
  signature: Defaulted<string>;
  /** JSON array of interest codes. */
  interests: Defaulted<string>;
  site: string;
  /** A minor's guardian: a mainland mobile's 11 digits, or another region's number in E.164. */
  guardian_mobile: Defaulted<string | null>;
  /** Or the guardian's e-mail address (migration 0017). */
  guardian_email: Defaulted<string | null>;
  failed_logins: Defaulted<number>;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Suspended by a platform administrator: when, why and by whom (migration 0024). */
  suspended_at: OptionalTimestamp;
  suspended_reason: Defaulted<string | null>;
  suspended_by: Defaulted<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationCodeTable {
  id: string;
  account: string;
  purpose: string;
  code_hash: string;
  wrong_tries: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface OutboxMessageTable {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface StudyActionTable {
  id: string;
  user_id: string;
  model_code: string;
  created_at: Timestamp;
}

export interface EvaluationRecordTable {
  id: string;
  user_id: string;
  kind: string;
  category: string | null;
  level: string | null;
  resource_code: string | null;
  target_pinyin: string | null;
  target_text: string | null;
  recording_key: string;
  result_key: string;
  duration_ms: number;
  quality_code: number | null;
  overall_score: number | null;
  created_at: Timestamp;
  /** JSON SoundProblems: the initials, finals and tones judged wrong (null before migration 0004). */
  problems: string | null;
  /** What the recording was for: a ResultKind other than the mock test (migration 0016). */
  activity: Defaulted<string>;
  /** The learning entry (phonetics key) a practice recording was made on (migration 0016). */
  lesson_key: Defaulted<string | null>;
}

/** device_evaluation (migration 0016): an evaluation made on the learner's device; no recording kept. */
export interface DeviceEvaluationTable {
  id: string;
  user_id: string;
  /** The browser's id for the result: a resend of the same result is the same row. */
  client_id: string;
  activity: string;
  resource_code: string | null;
  lesson_key: string | null;
  target_pinyin: string | null;
  target_text: string | null;
  duration_ms: number;
  quality_code: number | null;
  overall_score: number | null;
  /** JSON EvaluationScores, null for a refused recording. */
  scores: string | null;
  /** JSON array of the syllables as judged (DeviceSyllable). */
  syllables: string;
  /** JSON SoundTally of an accepted recording. */
  problems: string | null;
  created_at: Timestamp;
}

export interface ContentItemTable {
  collection: string;
  id: string;
  position: number;
  group_key: string;
  title: string;
  title_en: string;
  /** The item's presented payload, JSON. */
  payload: string;
}

/** A published managed passage, topic or PSC paper laid over the authored catalogue (migration 0031). */
export interface ContentItemManagedTable extends ContentItemTable {
  /** The managed entry (managed_content.id) that published it. */
  managed_id: string;
}

export interface ContentVersionTable {
  name: string;
  hash: string;
  loaded_at: Timestamp;
}

/** psc_test_site, psc_test_session, psc_signup: online signup (migration 0007). */
export interface PscTestSiteTable {
  code: string;
  name: string;
  province_code: string;
  address: string;
  updated_at: Timestamp;
}

export interface PscTestSessionTable {
  id: string;
  site_code: string;
  starts_at: Timestamp;
  deadline: Timestamp;
  capacity: number;
  seats_taken: Defaulted<number>;
  tickets_issued: Defaulted<number>;
  /** 1 when an administrator's import wrote it, 0 when the seeding at start did (migration 0036). */
  imported: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PscSignupTable {
  id: string;
  session_id: string;
  user_id: string;
  ticket_no: string;
  status: string;
  candidate_name: string;
  id_card: string;
  gender: string;
  mobile: string;
  email: string | null;
  starts_at: Timestamp;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
}

/** psc_result (migration 0006): one issued result per test taken. */
export interface PscResultTable {
  id: string;
  name: string;
  id_card: string;
  stu_id: string;
  cent_id: string | null;
  gender: string;
  province_name: string;
  site_name: string;
  score_hundredths: number;
  level: string | null;
  test_date: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** translation_record (migration 0009): a user's translation history, one row per text and languages. */
export interface TranslationRecordTable {
  id: string;
  user_id: string;
  text_key: string;
  text: string;
  translation: string;
  correction: string | null;
  from_lang: string;
  to_lang: string;
  created_at: Timestamp;
  translated_at: Timestamp;
}

/** favourite_group (migration 0009): a user's favourite groups, one of them the default group. */
export interface FavouriteGroupTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** favourite (migration 0009): a kept translation in a group, with its review state. */
export interface FavouriteTable {
  id: string;
  user_id: string;
  group_id: string;
  text_key: string;
  text: string;
  translation: string;
  notes: Defaulted<string>;
  from_lang: string;
  to_lang: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  due_at: Timestamp;
  interval_days: Defaulted<number>;
  repetitions: Defaulted<number>;
  lapses: Defaulted<number>;
  ease: Defaulted<number>;
  last_reviewed_at: Timestamp | null;
}

/** favourite_quota (migration 0009): a user's favourites and groups, counted where the cap is enforced. */
export interface FavouriteQuotaTable {
  user_id: string;
  favourite_count: Defaulted<number>;
  group_count: Defaulted<number>;
}

export interface DictionaryEntryTable {
  id: number;
  simplified: string;
  traditional: string;
  pinyin: string;
  pinyin_numbered: string;
  /** JSON array of strings. */
  definitions: string;
  hsk_level: number | null;
  frequency_rank: number | null;
}

export interface DictionaryCharacterTable {
  character: string;
  /** JSON arrays of the other script's forms. */
  simplified: string;
  traditional: string;
  radical: string | null;
  stroke_count: number | null;
  structure: string | null;
  /** JSON array of { char, role, definition }. */
  components: string;
  etymology: string | null;
  has_strokes: Flag;
  /** 1 is the most written character (migration 0011). */
  frequency_rank: number | null;
}

/** One searchable thing (decision 022); the token columns feed SQLite FTS5 or PostgreSQL's tsvector. */
export interface SearchDocumentTable {
  id: number;
  kind: string;
  ref: string;
  title: string;
  title_alt: string;
  pinyin: string;
  /** Toneless syllables run together ("nihao"): exact and prefix pinyin matches rank first. */
  pinyin_key: string;
  summary: string;
  /** "|good|well|…|": whole definitions as folded phrases, notes left out, for exact English matches. */
  english_keys: string;
  /** The same, of the definitions that have no note: the keyword is exactly what the word means. */
  english_exact: string;
  /** A word's definitions as JSON, to show the one an English keyword matched ("[]" for content). */
  glosses: string;
  sort_rank: number;
  hanzi: string;
  toned: string;
  plain: string;
  english: string;
}

/** voice_setting (migration 0010): the translation tool's voice of each user. */
export interface VoiceSettingTable {
  user_id: string;
  sex: number;
  speed: number;
  updated_at: Timestamp;
}

/** voice_profile (migration 0012): each learner's voice profile, written with a revision check. */
export interface VoiceProfileTable {
  user_id: string;
  /** The speech engine's SpeakerProfile as JSON. */
  profile: string;
  revision: number;
  updated_at: Timestamp;
}

/** A paper version an exam-engine attempt was taken on (migration 0019). */
export interface ExamPaperVersionTable {
  exam: string;
  paper_id: string;
  version: string;
  /** JSON EnginePaper. */
  payload: string;
  created_at: Timestamp;
}

export interface ExamAttemptTable {
  id: string;
  user_id: string;
  exam: string;
  paper_id: string;
  paper_version: string;
  scope_code: string;
  /** The modules taken, comma-separated in order. */
  scope: string;
  status: string;
  current_module: string | null;
  place_item: string | null;
  revision: number;
  total_hundredths: number | null;
  /** JSON ExamReport once submitted. */
  report: string | null;
  started_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
  /** The grade the total earns (PSC's grade code), once submitted (migration 0020). */
  grade: Defaulted<string | null>;
  /** JSON SoundTally of the tasks read against a text, once submitted (migration 0020). */
  sound_tally: Defaulted<string | null>;
}

/** composition_review: a teacher's review of a composition on the exam engine (migration 0026). */
export interface CompositionReviewTable {
  attempt_id: string;
  question_id: string;
  teacher_id: string;
  cohesion: number;
  language: number;
  content: number;
  structure: number;
  comment: string;
  reviewed_at: Timestamp;
}

/** institution: a school or organisation whose administrators and teachers hold roles scoped to it (migration 0028). */
export interface InstitutionTable {
  /** The institution's code, as the role grants name it. */
  id: string;
  name: string;
  region: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string;
}

/** managed_content: an entry the administrators manage, its state and what learners see of it (migration 0027). */
export interface ManagedContentTable {
  type: string;
  id: string;
  state: string;
  /** The latest revision's title field. */
  title: string;
  latest_revision: number;
  published_revision: number | null;
  /** The published revision's fields (JSON), null while not published. */
  public_fields: string | null;
  /** The published revision's day field (public lists are newest first), '' when the type has none. */
  public_day: string;
  /** The published revision's category (news), '' otherwise. */
  public_category: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string;
  /** A submitted type's entry: the user it belongs to (migration 0030); null otherwise. */
  owner_id: string | null;
  /** The revision submitted and not yet reviewed. */
  submitted_revision: number | null;
  /** The last rejected revision (cleared by the next submission) and why. */
  rejected_revision: number | null;
  reject_reason: string;
}

/** managed_content_revision: every revision saved of a managed entry (migration 0027). */
export interface ManagedContentRevisionTable {
  type: string;
  id: string;
  revision: number;
  /** The fields as saved (JSON). */
  fields: string;
  note: string;
  author_id: string;
  created_at: Timestamp;
}

/** class_assignment: a mock test a teacher assigns to a class (migration 0025). */
export interface ClassAssignmentTable {
  id: string;
  class_id: string;
  kind: string;
  /** The MHK paper; '' for a mock PSC of any paper. */
  paper_id: string;
  /** YYYY-MM-DD, the last day. */
  due_date: string;
  note: string;
  created_at: Timestamp;
}

/** user_role: roles granted to users (migration 0021). */
export interface UserRoleTable {
  user_id: string;
  role: string;
  /** The institution a grant is scoped to (a school administrator's; a teacher an institution added); '' otherwise. */
  institution_id: string;
  /** Who granted it: a user id, or 'command:NAME'. */
  granted_by: string;
  granted_at: Timestamp;
}

/** audit_log: every change made by an administrator or a command (migration 0021). */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of what changed. */
  detail: string;
}

/** teaching_class, class_member: a teacher's classes and their learners (migration 0022). */
export interface TeachingClassTable {
  id: string;
  teacher_id: string;
  name: string;
  code: string;
  created_at: Timestamp;
}

export interface ClassMemberTable {
  class_id: string;
  user_id: string;
  joined_at: Timestamp;
}

export interface ExamModuleTable {
  attempt_id: string;
  module: string;
  position: number;
  status: string;
  limit_ms: number;
  used_ms: number;
  clock_at: Timestamp | null;
}

export interface ExamAnswerTable {
  attempt_id: string;
  question_id: string;
  module: string;
  /** JSON ExamAnswer. */
  answer: string;
  /** JSON composition evaluation, null until made. */
  evaluation: string | null;
  saved_at: Timestamp;
}

export interface ExamRecordingTable {
  attempt_id: string;
  item_id: string;
  round: number;
  segments: number;
  recorded_ms: number;
  finished: Flag;
  recording_key: string | null;
  /** JSON spoken evaluation, null until the recording is finished. */
  evaluation: string | null;
  updated_at: Timestamp;
  /** The item reached in a task read item by item: where reading resumes (migration 0020). */
  place: Defaulted<number>;
  /** The place heard from the recording's first `heard_segments` segments; null once the candidate moves it. */
  heard_place: Defaulted<number | null>;
  heard_segments: Defaulted<number | null>;
}

export interface ExamSegmentTable {
  attempt_id: string;
  item_id: string;
  round: number;
  seq: number;
  file_key: string;
  samples: number;
  created_at: Timestamp;
}

/** A learner's special training round (migration 0033). */
export interface SpecialRoundTable {
  user_id: string;
  /** 1, 2, …: the learner's rounds in order; the highest is the current one. */
  round: number;
  /** The learner's grade when the round was drawn. */
  grade_key: string;
  started_at: Timestamp;
}

/** A learner's notice (migration 0035, docs/decisions/071-live-notices.md). */
export interface NoticeTable {
  id: string;
  user_id: string;
  /** assignment, review, readingApproved (NoticeKind). */
  kind: string;
  title: string;
  /** A route name of the web's route table, and its query as a JSON object of strings. */
  link_route: string;
  link_query: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A learner's scored passage recording shared for the model readings (migration 0034). */
export interface ReadingShareTable {
  id: string;
  user_id: string;
  /** The learning passage read (a content_item of the passage collection). */
  passage_id: string;
  /** The evaluation_record whose recording is shared; one share per recording. */
  evaluation_id: string;
  recording_key: string;
  /** The evaluation's overall score: the model readings' order. */
  score: number;
  duration_ms: number;
  /** shared (awaiting an administrator), approved (public), hidden (by an administrator), withdrawn (by the learner). */
  state: string;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

/** An item of a special training round's set and the learner's answers to it (migration 0033). */
export interface SpecialItemTable {
  user_id: string;
  round: number;
  /** "beginner-A-U01/1004/3". */
  item_key: string;
  /** SpecialTraining skill, "0101" ... "0105". */
  skill: string;
  /** Place in the set (course order). */
  position: number;
  attempts: number;
  /** 1 or 0 for the last answer; null before any. */
  last_correct: number | null;
  updated_at: OptionalTimestamp;
}

/** A study type of a graded-course unit a learner has studied (migration 0032). */
export interface GradedProgressTable {
  user_id: string;
  /** "beginner-A-U01". */
  unit_key: string;
  /** StudyType, "1001" ... "1007". */
  study_type: string;
  /** 1 once studied to the end (a checked type: once a result reached STUDY_PASS_SHARE). */
  done: number;
  /** Best share of points, 0–100, of a checked study type; null for the others. */
  best_score: number | null;
  attempts: number;
  updated_at: Timestamp;
}

/** The learning state of spec section 3, one row a learner (migration 0032). */
export interface GradedStateTable {
  user_id: string;
  /** "beginner-A": the grade the learner is in. */
  current_grade: string;
  previous_period_id: string | null;
  current_period_id: string;
  current_module_code: string;
  updated_at: Timestamp;
}

/** Time on task per study timer and unit (migration 0032). */
export interface StudyTimeTable {
  user_id: string;
  /** StudyTimer, "0704" ... "0710". */
  timer: string;
  unit_key: string;
  seconds: number;
  updated_at: Timestamp;
}

/** What the minority area asks a learner once (migration 0032). */
export interface MinorityLearnerInfoTable {
  user_id: string;
  /** Province-level region: the first two digits of its GB/T 2260 code. */
  region: string;
  first_language: string;
  school_level: string;
  updated_at: Timestamp;
}

export interface Database {
  file_object: FileObjectTable;
  session: SessionTable;
  web_sign_in: WebSignInTable;
  user_account: UserAccountTable;
  verification_code: VerificationCodeTable;
  outbox_message: OutboxMessageTable;
  study_action: StudyActionTable;
  evaluation_record: EvaluationRecordTable;
  device_evaluation: DeviceEvaluationTable;
  content_item: ContentItemTable;
  content_version: ContentVersionTable;
  content_item_managed: ContentItemManagedTable;
  psc_result: PscResultTable;
  psc_test_site: PscTestSiteTable;
  psc_test_session: PscTestSessionTable;
  psc_signup: PscSignupTable;
  dictionary_entry: DictionaryEntryTable;
  dictionary_character: DictionaryCharacterTable;
  search_document: SearchDocumentTable;
  translation_record: TranslationRecordTable;
  favourite_group: FavouriteGroupTable;
  favourite: FavouriteTable;
  favourite_quota: FavouriteQuotaTable;
  voice_setting: VoiceSettingTable;
  voice_profile: VoiceProfileTable;
  exam_paper_version: ExamPaperVersionTable;
  exam_attempt: ExamAttemptTable;
  user_role: UserRoleTable;
  audit_log: AuditLogTable;
  teaching_class: TeachingClassTable;
  class_member: ClassMemberTable;
  class_assignment: ClassAssignmentTable;
  composition_review: CompositionReviewTable;
  managed_content: ManagedContentTable;
  institution: InstitutionTable;
  managed_content_revision: ManagedContentRevisionTable;
  exam_module: ExamModuleTable;
  exam_answer: ExamAnswerTable;
  exam_recording: ExamRecordingTable;
  exam_segment: ExamSegmentTable;
  graded_progress: GradedProgressTable;
  graded_state: GradedStateTable;
  study_time: StudyTimeTable;
  minority_learner_info: MinorityLearnerInfoTable;
  special_round: SpecialRoundTable;
  special_item: SpecialItemTable;
  reading_share: ReadingShareTable;
  notice: NoticeTable;
}

export type Id = Generated<number>;

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
