import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { siblingHref } from '../../shared/routes/sibling-route.ts';

/** The diagnosis screens a learner moves between. */
export const DIAGNOSIS_NAV = ['diagnosisIndex', 'diagnosisHistory', 'minorityAbilityDiagnosis'] as const;

/** A minority-area screen of the same family, with its query. */
export function diagnosisHref(route: RouteEntry, screen: string, query: Record<string, string> = {}): string {
  return siblingHref(route, screen, query);
}
