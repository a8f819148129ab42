import { AuditAction, type AuditEntry } from '@hanyu/contracts/admin/roles';
import { GRANTED_ROLES, type GrantedRole } from '@hanyu/contracts/constants/roles';

type ActionLabel =
  | 'roleGrant'
  | 'roleRevoke'
  | 'userSuspend'
  | 'userRestore'
  | 'userSendReset'
  | 'contentSave'
  | 'contentPublish'
  | 'contentUnpublish'
  | 'contentSubmit'
  | 'contentReject'
  | 'pscResultsImport'
  | 'pscSessionsImport'
  | 'institutionSave';

/** The actions the interface names (its labels' keys); any other is shown as the log wrote it. */
export const ACTION_LABELS: Record<AuditAction, ActionLabel> = {
  [AuditAction.RoleGrant]: 'roleGrant',
  [AuditAction.RoleRevoke]: 'roleRevoke',
  [AuditAction.UserSuspend]: 'userSuspend',
  [AuditAction.UserRestore]: 'userRestore',
  [AuditAction.UserSendReset]: 'userSendReset',
  [AuditAction.ContentSave]: 'contentSave',
  [AuditAction.ContentPublish]: 'contentPublish',
  [AuditAction.ContentUnpublish]: 'contentUnpublish',
  [AuditAction.ContentSubmit]: 'contentSubmit',
  [AuditAction.ContentReject]: 'contentReject',
  [AuditAction.PscResultsImport]: 'pscResultsImport',
  [AuditAction.PscSessionsImport]: 'pscSessionsImport',
  [AuditAction.InstitutionSave]: 'institutionSave',
};

export function actionLabel(action: string): ActionLabel | null {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AuditAction] : null;
}

/** Who made a change: a user (maybe the administrator reading), or a command run on the server. */
export type Actor = { kind: 'user'; userId: string; self: boolean } | { kind: 'command'; name: string };

const COMMAND = 'command:';

export function actorOf(actor: string, ownUserId: string | null): Actor {
  if (actor.startsWith(COMMAND)) return { kind: 'command', name: actor.slice(COMMAND.length) };
  return { kind: 'user', userId: actor, self: actor === ownUserId };
}

/** One line of an entry's detail, readable: a known field by its name, a value by its kind. */
export interface DetailLine {
  key: string;
  /** A field the interface names (its label's key); others show their own key. */
  label: 'role' | 'institutionId' | 'reason' | 'channel' | null;
  value:
    | { kind: 'role'; role: GrantedRole }
    | { kind: 'text'; text: string }
    | { kind: 'number'; number: number }
    | { kind: 'yesNo'; yes: boolean }
    | { kind: 'none' };
}

const KNOWN_FIELDS: readonly string[] = ['role', 'institutionId', 'reason', 'channel'];
const ROLES: readonly string[] = GRANTED_ROLES;

function valueOf(key: string, value: unknown): DetailLine['value'] {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (key === 'role' && typeof value === 'string' && ROLES.includes(value)) {
    return { kind: 'role', role: value as GrantedRole };
  }
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'number', number: value };
  if (typeof value === 'boolean') return { kind: 'yesNo', yes: value };
  // A nested value (none is written yet): compact JSON, still one line under its key.
  return { kind: 'text', text: JSON.stringify(value) };
}

/** An entry's detail as key: value lines, in the order the log wrote them. */
export function detailLines(detail: AuditEntry['detail']): DetailLine[] {
  return Object.entries(detail).map(([key, value]) => ({
    key,
    label: KNOWN_FIELDS.includes(key) ? (key as DetailLine['label']) : null,
    value: valueOf(key, value),
  }));
}
