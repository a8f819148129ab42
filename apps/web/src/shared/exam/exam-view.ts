import type { ExamAttempt, ExamModule, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import type { EnterWarning } from './exam-rules.ts';

/**
 * Where the candidate is on the exam page and what it asks them, as a pure reducer: the module on
 * screen, the item shown in each module (one at a time, so "continue" reopens the one they were
 * at), and the confirm dialog open, if any. The hook `useExamRunner` talks to the server.
 */
export type ExamDialog =
  | { kind: 'enter'; module: ExamModule; warning: Exclude<EnterWarning, null> }
  | { kind: 'submit' }
  | null;

export interface ExamView {
  /** The module on screen; null before the first is entered. */
  module: ExamModule | null;
  /** The item shown in each module, by index. */
  item: Partial<Record<ExamModule, number>>;
  /** Items per module (for bounds). */
  counts: Partial<Record<ExamModule, number>>;
  dialog: ExamDialog;
}

export type ExamViewEvent =
  | { type: 'shown'; module: ExamModule }
  | { type: 'goItem'; index: number }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'askEnter'; module: ExamModule; warning: Exclude<EnterWarning, null> }
  | { type: 'askSubmit' }
  | { type: 'closeDialog' };

function clamp(index: number, count: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), Math.max(1, count) - 1);
}

/** The view a page opens with: the module and item the attempt was left at (spec section 4: resumable). */
export function initialView(paper: PresentedPaper, attempt: ExamAttempt | null): ExamView {
  const counts: Partial<Record<ExamModule, number>> = {};
  const item: Partial<Record<ExamModule, number>> = {};
  for (const module of paper.modules) {
    counts[module.name] = module.items.length;
    item[module.name] = 0;
  }
  const module = attempt?.currentModule ?? null;
  if (module && attempt?.placeItem) {
    const items = paper.modules.find((candidate) => candidate.name === module)?.items ?? [];
    const at = items.findIndex((candidate) => candidate.id === attempt.placeItem);
    if (at >= 0) item[module] = at;
  }
  return { module, item, counts, dialog: null };
}

export function examViewReducer(view: ExamView, event: ExamViewEvent): ExamView {
  switch (event.type) {
    case 'shown':
      return { ...view, module: event.module, dialog: null };
    case 'goItem':
    case 'step': {
      if (view.module === null) return view;
      const count = view.counts[view.module] ?? 1;
      const from = view.item[view.module] ?? 0;
      const to = clamp(event.type === 'goItem' ? event.index : from + event.by, count);
      return to === from ? view : { ...view, item: { ...view.item, [view.module]: to } };
    }
    case 'askEnter':
      return { ...view, dialog: { kind: 'enter', module: event.module, warning: event.warning } };
    case 'askSubmit':
      return { ...view, dialog: { kind: 'submit' } };
    case 'closeDialog':
      return { ...view, dialog: null };
  }
}

/** The index of the item shown in the module on screen. */
export function currentIndex(view: ExamView): number {
  return view.module === null ? 0 : (view.item[view.module] ?? 0);
}
