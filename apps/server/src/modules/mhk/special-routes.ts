import type { FastifyInstance } from 'fastify';
import { ExamModule } from '@hanyu/contracts/exam/exam-engine';
import { Practice, SpecialTraining, StudyType } from '@hanyu/contracts/constants/mhk';
import { SLOW_LISTENING_TIERS } from '@hanyu/contracts/mhk/graded';
import {
  CheckSpecialAnswers,
  GetSpecialSet,
  GetSpecialTraining,
  SPECIAL_BATCH,
  SPECIAL_SKILLS,
  StartSpecialRound,
  type SpecialItem,
  type SpecialRound,
  type SpecialSkill,
} from '@hanyu/contracts/mhk/special';
import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { ExamEngineRepository } from '../exam/index.ts';
import { DIAGNOSIS_EXAM } from './diagnosis-papers.ts';
import { listeningLines, type GradedCourse } from './graded-course.ts';
import { learnerGrade } from './graded-placement.ts';
import { GradedRepository } from './graded-repository.ts';
import { LaidOverCourse } from './laid-over-course.ts';
import { ListeningAudio } from './listening-audio.ts';
import { MHK_EXAM, listeningKey } from './mhk-papers.ts';
import { PROMOTION_EXAM } from './promotion-papers.ts';
import { SpecialBank, type BankItem } from './special-bank.ts';
import { abilityOf, allocate, chooseItems, type Candidate, type PerSkill, type SkillAbility } from './special-plan.ts';
import { SpecialRepository, type StoredRound, type StoredSpecialItem } from './special-repository.ts';

/** Recent exam reports (MHK mock exams, diagnoses, promotion exams) read for a learner's weak points. */
const EVIDENCE_REPORTS = 6;

/** The exam modules that tell of each skill; read-write is told by reading and writing both. */
const MODULES_OF_SKILL: Readonly<Record<SpecialSkill, readonly string[]>> = {
  [SpecialTraining.Listen]: [ExamModule.Listening],
  [SpecialTraining.Read]: [ExamModule.Reading],
  [SpecialTraining.Write]: [ExamModule.Writing],
  [SpecialTraining.ReadWrite]: [ExamModule.Reading, ExamModule.Writing],
  [SpecialTraining.Say]: [ExamModule.Speaking],
};

const perSkill = <T>(make: (skill: SpecialSkill) => T) =>
  Object.fromEntries(SPECIAL_SKILLS.map((skill) => [skill, make(skill)])) as PerSkill<T>;

/**
 * Special training (/mhk/special/...): rounds of practice drawn from the graded course by the
 * learner's weak points within the caps of spec section 9, served in batches, checked on the server.
 * The items are the course's as it is now, revised units laid over the authored ones (decision 073); a
 * stored round names its items by unit key, study type and place, so it goes on with the revised items.
 */
export function specialRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const courses = new LaidOverCourse(platform.db, platform.config.contentDir);
  // One bank per course built: the course changes only when the published units do.
  const banks = new WeakMap<GradedCourse, SpecialBank>();
  const currentBank = async (): Promise<SpecialBank> => {
    const course = await courses.current();
    const kept = banks.get(course);
    if (kept) return kept;
    const bank = new SpecialBank(course);
    banks.set(course, bank);
    return bank;
  };
  const graded = new GradedRepository(platform.db);
  const repository = new SpecialRepository(platform.db);
  const exams = new ExamEngineRepository(platform.db, platform.dialect);
  const audio = new ListeningAudio(platform.files, platform.fileStore, speech);
  const resourceUrl = (key: string) => `/${key}?resourceToken=${platform.resourceTokens.issue(key)}`;

  async function abilities(userId: string, round: number): Promise<PerSkill<SkillAbility>> {
    const [reports, earlier] = await Promise.all([
      exams.submittedOf([userId], [MHK_EXAM, DIAGNOSIS_EXAM, PROMOTION_EXAM], EVIDENCE_REPORTS),
      repository.earlierAnswers(userId, round),
    ]);
    const modules = reports.flatMap((row) => (row.report ? (JSON.parse(row.report) as ExamReport).modules : []));
    const answers = [...earlier.values()];
    return perSkill((skill) =>
      abilityOf({
        exams: modules
          .filter((module) => MODULES_OF_SKILL[skill].includes(module.name) && module.questionCount > 0)
          .map((module) => Math.min(1, Math.max(0, module.score / 100))),
        rounds: {
          answered: answers.filter((answer) => answer.skill === skill).length,
          right: answers.filter((answer) => answer.skill === skill && answer.correct).length,
        },
      }),
    );
  }

  /** Draws round `round` for the learner as they are now and stores it (unless drawn at the same time elsewhere). */
  async function drawRound(userId: string, round: number): Promise<void> {
    const bank = await currentBank();
    const placed = await learnerGrade(courses.authored, graded, exams, userId);
    const gradeKeys = bank.course.gradeKeys();
    const at = Math.max(0, gradeKeys.indexOf(placed.grade ?? gradeKeys[0] ?? ''));
    const [progress, earlier, measured] = await Promise.all([
      graded.progress(userId),
      repository.earlierAnswers(userId, round),
      abilities(userId, round),
    ]);
    const candidates = perSkill<Candidate[]>(() => []);
    bank.items.forEach((item, position) => {
      const offset = gradeKeys.indexOf(item.entry.gradeKey) - at;
      if (offset > 1) return;
      const best = progress.get(item.entry.key)?.best[item.source.type];
      candidates[item.skill].push({
        key: item.key,
        position,
        gradeOffset: offset < 0 ? -1 : (offset as 0 | 1),
        unitBest: best ?? null,
        missedBefore: earlier.get(item.key)?.correct === false,
      });
    });
    const counts = allocate(
      perSkill((skill) => measured[skill].ability),
      perSkill((skill) => candidates[skill].length),
    );
    const chosen = SPECIAL_SKILLS.flatMap((skill) =>
      chooseItems(candidates[skill], counts[skill], `${userId}/${round}/${skill}`).map((candidate) => ({
        itemKey: candidate.key,
        skill,
        position: candidate.position,
      })),
    ).sort((a, b) => a.position - b.position);
    await repository.createRound(userId, round, gradeKeys[at] ?? '', chosen);
  }

  async function roundOf(userId: string, stored: StoredRound, items?: StoredSpecialItem[]): Promise<SpecialRound> {
    const [held, measured] = await Promise.all([
      items ?? repository.items(userId, stored.round),
      abilities(userId, stored.round + 1),
    ]);
    const skills = SPECIAL_SKILLS.map((skill) => {
      const mine = held.filter((item) => item.skill === skill);
      const { ability, source } = measured[skill];
      return {
        skill,
        setSize: mine.length,
        practised: mine.filter((item) => item.attempts > 0).length,
        right: mine.filter((item) => item.lastCorrect === true).length,
        ability: ability === null ? null : Math.round(ability * 100),
        source,
      };
    });
    const sum = (field: 'setSize' | 'practised' | 'right') => skills.reduce((total, skill) => total + skill[field], 0);
    return {
      round: stored.round,
      startedAt: stored.startedAt,
      gradeKey: stored.gradeKey,
      skills,
      setSize: sum('setSize'),
      practised: sum('practised'),
      right: sum('right'),
    };
  }

  async function currentOrFirst(userId: string): Promise<StoredRound> {
    const current = await repository.currentRound(userId);
    if (current) return current;
    await drawRound(userId, 1);
    const drawn = await repository.currentRound(userId);
    if (!drawn) throw new Error('special training round not stored');
    return drawn;
  }

  async function present(bank: SpecialBank, bankItem: BankItem, again: boolean): Promise<SpecialItem> {
    const { entry } = bankItem;
    const slow = SLOW_LISTENING_TIERS.includes(entry.grade.tier);
    let listening: { url: string; seconds: number } | null = null;
    const source = bankItem.source;
    if (
      source.type === StudyType.Practice &&
      (source.item.kind === 'listenChoose' || source.item.kind === 'listenJudge')
    ) {
      const lines = listeningLines(source.item.audio);
      const key = listeningKey(lines, slow);
      listening = { url: resourceUrl(key), seconds: await audio.length(key, lines, slow) };
    }
    return {
      itemKey: bankItem.key,
      skill: bankItem.skill,
      unitKey: entry.key,
      unitTitle: entry.unit.title,
      gradeTitle: entry.grade.title,
      item: bank.present(bankItem, () => listening ?? { url: '', seconds: 0 }),
      again,
    };
  }

  apiRoute(app, GetSpecialTraining, async (context) => {
    const user = context.session.userId;
    const round = await roundOf(user, await currentOrFirst(user));
    return { round, caps: { perSkill: Practice.maxPerSkill, total: Practice.total } };
  });

  apiRoute(app, StartSpecialRound, async (context) => {
    const user = context.session.userId;
    const current = await repository.currentRound(user);
    // Only the round after the current one is drawn; a request for an older one gets the current.
    if ((current?.round ?? 0) === context.payload.after) await drawRound(user, context.payload.after + 1);
    const drawn = await repository.currentRound(user);
    if (!drawn) throw new Error('special training round not stored');
    return { round: await roundOf(user, drawn) };
  });

  apiRoute(app, GetSpecialSet, async (context) => {
    const user = context.session.userId;
    const { skill, size = SPECIAL_BATCH } = context.payload;
    const stored = await currentOrFirst(user);
    const open = (await repository.items(user, stored.round)).filter(
      (item) => item.lastCorrect !== true && (skill === SpecialTraining.All || item.skill === skill),
    );
    // Items not yet answered first, then those answered wrong; "all" takes the skills in turn.
    const fresh = open.filter((item) => item.attempts === 0);
    const missed = open.filter((item) => item.attempts > 0);
    const inTurn = (items: StoredSpecialItem[]) => {
      if (skill !== SpecialTraining.All) return items;
      const queues = SPECIAL_SKILLS.map((s) => items.filter((item) => item.skill === s));
      const out: StoredSpecialItem[] = [];
      for (let i = 0; out.length < items.length; i++)
        for (const queue of queues) {
          const next = queue[i];
          if (next) out.push(next);
        }
      return out;
    };
    const batch = [...inTurn(fresh), ...inTurn(missed)].slice(0, size);
    const bank = await currentBank();
    const items: SpecialItem[] = [];
    for (const stored of batch) {
      const bankItem = bank.item(stored.itemKey);
      if (bankItem) items.push(await present(bank, bankItem, stored.attempts > 0));
    }
    return { round: stored.round, items, remaining: open.length - items.length };
  });

  apiRoute(app, CheckSpecialAnswers, async (context) => {
    const user = context.session.userId;
    const { round, answers } = context.payload;
    const current = await repository.currentRound(user);
    if (!current || current.round !== round) throw appError('SpecialRoundOver');
    const held = new Set((await repository.items(user, round)).map((item) => item.itemKey));
    const bank = await currentBank();
    const items = answers.map(({ itemKey, answer }) => {
      const bankItem = held.has(itemKey) ? bank.item(itemKey) : null;
      if (!bankItem) throw appError('SpecialItemNotInSet');
      return { itemKey, skill: bankItem.skill, ...bank.check(bankItem, answer) };
    });
    for (const item of items) await repository.record(user, round, item.itemKey, item.correct);
    return { items, round: await roundOf(user, current) };
  });
}
