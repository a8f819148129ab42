import { ExamCentre, MhkLevel } from '@hanyu/contracts/constants/mhk';
import type { CentreCode } from '@hanyu/contracts/mhk/exam';
import { ExamModule } from '@hanyu/contracts/exam/exam-engine';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { siblingHref } from '../../shared/routes/sibling-route.ts';

/** The four MHK levels in the order they are taken (spec section 9). */
export const MHK_LEVELS = [MhkLevel.One, MhkLevel.Two, MhkLevel.Three, MhkLevel.Four] as const;
export type MhkPaperLevel = (typeof MHK_LEVELS)[number];

/** The single-module centre codes and the module each takes. */
export const SINGLE_CENTRES = [
  { centre: ExamCentre.Listen, module: ExamModule.Listening },
  { centre: ExamCentre.Read, module: ExamModule.Reading },
  { centre: ExamCentre.Write, module: ExamModule.Writing },
  { centre: ExamCentre.Say, module: ExamModule.Speaking },
] as const satisfies readonly { centre: CentreCode; module: ExamModule }[];

export function isLevel(value: string | null): value is MhkPaperLevel {
  return MHK_LEVELS.some((level) => level === value);
}

export function isSingleCentre(value: string | null): value is (typeof SINGLE_CENTRES)[number]['centre'] {
  return SINGLE_CENTRES.some((entry) => entry.centre === value);
}

/** An MHK screen of the same family, with its query. */
export function mhkHref(route: RouteEntry, screen: string, query: Record<string, string> = {}): string {
  return siblingHref(route, screen, query);
}
