import { ModelCode } from '@hanyu/contracts/constants/model-code';
import type { Area } from '../../app/routes/route-table.ts';

/** The first two digits of a model code name its area (spec section 7): 01 child, 02 student, … */
const AREA_BY_PREFIX: Record<string, Area> = {
  '01': 'child',
  '02': 'student',
  '03': 'adult',
  '04': 'minority',
  '05': 'oversea',
  '06': 'culture',
};

const AREA_ORDER = Object.values(AREA_BY_PREFIX);

export function areaOfModel(code: string): Area | null {
  return AREA_BY_PREFIX[code.slice(0, 2)] ?? null;
}

const NAME_BY_CODE = new Map(Object.entries(ModelCode).map(([name, code]) => [code as string, name]));

/** The ModelCode name of a code (keys `modelCodes.<name>`), or null for a code the spec does not list. */
export function modelName(code: string): keyof typeof ModelCode | null {
  return (NAME_BY_CODE.get(code) as keyof typeof ModelCode | undefined) ?? null;
}

/** Visits per area from the visits per model code, most visited first. */
export function visitsByArea(byModel: Record<string, number>): { area: Area; visits: number }[] {
  const totals = new Map<Area, number>();
  for (const [code, visits] of Object.entries(byModel)) {
    const area = areaOfModel(code);
    if (area) totals.set(area, (totals.get(area) ?? 0) + visits);
  }
  return [...totals]
    .map(([area, visits]) => ({ area, visits }))
    .sort((a, b) => b.visits - a.visits || AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
