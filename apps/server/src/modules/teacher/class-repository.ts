import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Role } from '@hanyu/contracts/constants/roles';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@hanyu/contracts/teacher/classes';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** A new class code: CLASS_CODE_LENGTH characters of the alphabet, from the system's random source. */
export function newClassCode(): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');
}

/** Tries at a fresh code when one is taken (31^6 ≈ 887 million codes: a clash is rare, two in a row rarer). */
const CODE_TRIES = 5;

export interface ClassRow {
  id: string;
  teacher_id: string;
  name: string;
  code: string;
  created_at: Date | string;
  members: number;
}

/** A teacher's classes and who is in them. */
export class ClassRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(teacherId: string, name: string): Promise<ClassRow> {
    for (let tries = 1; ; tries++) {
      const row = {
        id: randomUUID().replaceAll('-', ''),
        teacher_id: teacherId,
        name,
        code: newClassCode(),
        created_at: new Date().toISOString(),
      };
      try {
        await this.db.insertInto('teaching_class').values(row).execute();
        return { ...row, members: 0 };
      } catch (error) {
        if (!isUniqueViolation(error) || tries >= CODE_TRIES) throw error;
      }
    }
  }

  private withCounts() {
    return this.db
      .selectFrom('teaching_class')
      .leftJoin('class_member', 'class_member.class_id', 'teaching_class.id')
      .select((eb) => [
        'teaching_class.id',
        'teaching_class.teacher_id',
        'teaching_class.name',
        'teaching_class.code',
        'teaching_class.created_at',
        eb.fn.count<number | string>('class_member.user_id').as('members'),
      ])
      .groupBy([
        'teaching_class.id',
        'teaching_class.teacher_id',
        'teaching_class.name',
        'teaching_class.code',
        'teaching_class.created_at',
      ]);
  }

  async ofTeacher(teacherId: string): Promise<ClassRow[]> {
    const rows = await this.withCounts()
      .where('teaching_class.teacher_id', '=', teacherId)
      .orderBy('teaching_class.created_at', 'desc')
      .orderBy('teaching_class.id')
      .execute();
    return rows.map((row) => ({ ...row, members: Number(row.members) }));
  }

  /** The classes of the teachers who hold the teacher role for an institution, newest first, with their teacher's name. */
  async ofInstitution(institutionId: string): Promise<(ClassRow & { teacher: string })[]> {
    const rows = await this.withCounts()
      .innerJoin('user_role', 'user_role.user_id', 'teaching_class.teacher_id')
      .innerJoin('user_account', 'user_account.id', 'teaching_class.teacher_id')
      .select('user_account.nick_name as teacher')
      .groupBy('user_account.nick_name')
      .where('user_role.role', '=', Role.Teacher)
      .where('user_role.institution_id', '=', institutionId)
      .orderBy('teaching_class.created_at', 'desc')
      .orderBy('teaching_class.id')
      .execute();
    return rows.map((row) => ({ ...row, members: Number(row.members) }));
  }

  async countOf(teacherId: string): Promise<number> {
    const row = await this.db
      .selectFrom('teaching_class')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('teacher_id', '=', teacherId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** One class of a teacher's (another teacher's is none). */
  async ofTeacherById(teacherId: string, classId: string): Promise<ClassRow | null> {
    const row = await this.withCounts()
      .where('teaching_class.teacher_id', '=', teacherId)
      .where('teaching_class.id', '=', classId)
      .executeTakeFirst();
    return row ? { ...row, members: Number(row.members) } : null;
  }

  async byCode(code: string) {
    return (await this.db.selectFrom('teaching_class').selectAll().where('code', '=', code).executeTakeFirst()) ?? null;
  }

  async members(classId: string) {
    return this.db
      .selectFrom('class_member')
      .innerJoin('user_account', 'user_account.id', 'class_member.user_id')
      .select(['class_member.user_id', 'user_account.nick_name', 'class_member.joined_at'])
      .where('class_member.class_id', '=', classId)
      .orderBy('class_member.joined_at')
      .orderBy('class_member.user_id')
      .execute();
  }

  /**
   * Adds a learner to a class: 'joined', 'already' (nothing changes) or 'full' when the class has
   * `capacity` learners already.
   */
  async join(classId: string, userId: string, capacity: number): Promise<'joined' | 'already' | 'full'> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('class_member')
        .select('user_id')
        .where('class_id', '=', classId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing) return 'already';
      const counted = await trx
        .selectFrom('class_member')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('class_id', '=', classId)
        .executeTakeFirst();
      if (Number(counted?.n ?? 0) >= capacity) return 'full';
      const inserted = await trx
        .insertInto('class_member')
        .values({ class_id: classId, user_id: userId, joined_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? 'already' : 'joined';
    });
  }

  async classesOf(userId: string) {
    return this.db
      .selectFrom('class_member')
      .innerJoin('teaching_class', 'teaching_class.id', 'class_member.class_id')
      .innerJoin('user_account', 'user_account.id', 'teaching_class.teacher_id')
      .select(['teaching_class.id', 'teaching_class.name', 'user_account.nick_name', 'class_member.joined_at'])
      .where('class_member.user_id', '=', userId)
      .orderBy('class_member.joined_at', 'desc')
      .execute();
  }
}
