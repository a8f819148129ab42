import { describe, expect, it } from 'vitest';
import { currentIndex, examViewReducer, initialView } from './exam-view.ts';
import { buildAttempt, buildPaper } from './test-attempt.ts';

describe('the exam page view', () => {
  it('opens where the attempt was left: its module and item', () => {
    const attempt = buildAttempt(['open', 'open', 'notStarted', 'notStarted'], {
      currentModule: 'reading',
      placeItem: 'R03',
    });
    const view = initialView(buildPaper(), attempt);
    expect(view.module).toBe('reading');
    expect(currentIndex(view)).toBe(2);
    expect(initialView(buildPaper(), buildAttempt()).module).toBeNull();
  });

  it('moves between items within bounds, and keeps each module its own place', () => {
    let view = examViewReducer(initialView(buildPaper(), buildAttempt()), { type: 'shown', module: 'reading' });
    view = examViewReducer(view, { type: 'step', by: 1 });
    view = examViewReducer(view, { type: 'goItem', index: 9 });
    expect(currentIndex(view)).toBe(2);
    view = examViewReducer(view, { type: 'shown', module: 'listening' });
    expect(currentIndex(view)).toBe(0);
    view = examViewReducer(view, { type: 'step', by: -1 });
    expect(currentIndex(view)).toBe(0);
    view = examViewReducer(view, { type: 'shown', module: 'reading' });
    expect(currentIndex(view)).toBe(2);
  });

  it('opens and closes the confirm dialogs; showing a module closes them', () => {
    let view = initialView(buildPaper(), buildAttempt());
    view = examViewReducer(view, { type: 'askEnter', module: 'writing', warning: 'writing' });
    expect(view.dialog).toEqual({ kind: 'enter', module: 'writing', warning: 'writing' });
    view = examViewReducer(view, { type: 'closeDialog' });
    expect(view.dialog).toBeNull();
    view = examViewReducer(view, { type: 'askSubmit' });
    expect(view.dialog).toEqual({ kind: 'submit' });
    view = examViewReducer(view, { type: 'shown', module: 'writing' });
    expect(view.dialog).toBeNull();
  });
});
