import type { FastifyInstance } from 'fastify';
import {
  CLASS_MAX_MEMBERS,
  CLASS_MAX_PER_TEACHER,
  CreateClass,
  GetClass,
  JoinClass,
  ListClasses,
  MyClasses,
} from '@hanyu/contracts/teacher/classes';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { ClassRepository, type ClassRow } from './class-repository.ts';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function summary(row: ClassRow) {
  return { classId: row.id, name: row.name, code: row.code, members: row.members, createdAt: iso(row.created_at) };
}

/**
 * A teacher's classes (/teacher/class/...: open one, list them, see one with its learners) and a
 * learner's side (/usercenter/class/...: join by the class code, the classes joined).
 */
export function classRoutes(app: FastifyInstance): void {
  const classes = new ClassRepository(app.platform.db);

  apiRoute(app, CreateClass, async (context) => {
    const teacherId = context.session.userId;
    if ((await classes.countOf(teacherId)) >= CLASS_MAX_PER_TEACHER) throw appError('TooManyClasses');
    return summary(await classes.create(teacherId, context.payload.name));
  });
  apiRoute(app, ListClasses, async (context) => ({
    list: (await classes.ofTeacher(context.session.userId)).map(summary),
  }));
  apiRoute(app, GetClass, async (context) => {
    const row = await classes.ofTeacherById(context.session.userId, context.payload.classId);
    if (!row) throw appError('NoResource');
    const members = await classes.members(row.id);
    return {
      ...summary(row),
      list: members.map((member) => ({
        userId: member.user_id,
        nickName: member.nick_name,
        joinedAt: iso(member.joined_at),
      })),
    };
  });
  apiRoute(app, JoinClass, async (context) => {
    const row = await classes.byCode(context.payload.code);
    if (!row) throw appError('InvitationCodeWrong');
    const outcome = await classes.join(row.id, context.session.userId, CLASS_MAX_MEMBERS);
    if (outcome === 'full') throw appError('ClassFull');
    const teacher = (await classes.classesOf(context.session.userId)).find((joined) => joined.id === row.id);
    return { classId: row.id, name: row.name, teacher: teacher?.nick_name ?? '' };
  });
  apiRoute(app, MyClasses, async (context) => ({
    list: (await classes.classesOf(context.session.userId)).map((row) => ({
      classId: row.id,
      name: row.name,
      teacher: row.nick_name,
      joinedAt: iso(row.joined_at),
    })),
  }));
}
