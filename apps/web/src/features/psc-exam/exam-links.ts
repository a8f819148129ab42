import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { siblingHref } from '../../shared/routes/sibling-route.ts';

/** The screen of each part (Psc1 … Psc4) and back. */
export const PART_SCREENS: Readonly<Record<PscPart, string>> = { 1: 'Psc1', 2: 'Psc2', 3: 'Psc3', 4: 'Psc4' };

export function partOfScreen(screen: string): PscPart | null {
  const found = Object.entries(PART_SCREENS).find(([, name]) => name === screen);
  return found ? (Number(found[0]) as PscPart) : null;
}

/** Where a candidate goes after a part: the next part, or the submission page after the last. */
export function afterPartScreen(part: PscPart): string {
  return part === PscPart.Topic ? 'PscExamWord2' : PART_SCREENS[(part + 1) as PscPart];
}

/** A mock-test screen of the same family, with its query. */
export function examHref(route: RouteEntry, screen: string, query: Record<string, string> = {}): string {
  return siblingHref(route, screen, query);
}

/** The learning screen of a sound (the catalogue's key: an initial, a final, tone1 … neutral). */
export function practiseHref(route: RouteEntry, kind: 'initial' | 'final' | 'tone', item: string): string {
  const key = kind === 'tone' ? (item === '5' ? 'neutral' : `tone${item}`) : item.replace('v', 'ü');
  return siblingHref(route, 'mandarinLearnDetail', { key });
}
