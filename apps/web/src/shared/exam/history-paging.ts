import { EXAM_HISTORY_PAGE_SIZE } from '@hanyu/contracts/exam/exam-engine';

/** Pages of a history of `total` attempts, at the server's page size (one page when empty). */
export function pageCount(total: number, pageSize = EXAM_HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show after a deletion: the same one, or the one before when it is left empty. */
export function pageAfterDelete(page: number, total: number, pageSize = EXAM_HISTORY_PAGE_SIZE): number {
  return Math.min(page, pageCount(Math.max(0, total - 1), pageSize));
}

/** A page number from the address, within 1…1000 (the contract's bounds). */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
