import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  EXAM_HEARTBEAT_SECONDS,
  ExamAttemptStatus,
  ExamModuleStatus,
  type ExamAnswer,
  type ExamAttempt,
  type ExamChange,
  type ExamModule,
  type PresentedPaper,
} from '@hanyu/contracts/exam/exam-engine';
import { isOffline } from '../api/offline.ts';
import { toProblem, type Problem } from '../api/problem.ts';
import { AnswerSaver, shownSaveState, type Change, type SaverState } from './answer-saver.ts';
import { clockRuns, enterWarning, remainingNow } from './exam-rules.ts';
import { currentIndex, examViewReducer, initialView } from './exam-view.ts';
import type { ExamAdapter } from './exam-adapter.ts';

/** How long typing rests before a written answer is saved. */
const TEXT_SAVE_DELAY_MS = 600;

/**
 * A running attempt on the page: the server's state of it (module states and clocks, kept fresh by
 * heartbeats), the answers as given (saved one commit at a time by `AnswerSaver`), the place, the moves
 * between modules with their confirms, pause and continue, and submission (spec section 4).
 */
export function useExamRunner(exam: ExamAdapter, paper: PresentedPaper, initial: ExamAttempt) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const attemptId = initial.attemptId;
  const [attempt, setAttempt] = useState(initial);
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [view, dispatch] = useReducer(examViewReducer, null, () => initialView(paper, initial));
  const [given, setGiven] = useState<Record<string, ExamAnswer>>(initial.answers);
  const [saveState, setSaveState] = useState<SaverState | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const textTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  /** Written answers waiting for the typing to rest, by question. */
  const textWaiting = useRef(new Map<string, ExamAnswer>());

  /** The server's newest state of the attempt (an older answer arriving late is ignored). */
  const accept = useCallback((next: ExamAttempt) => {
    setAttempt((current) => (next.updatedAt < current.updatedAt ? current : next));
    setReceivedAt(Date.now());
    setNow(Date.now());
  }, []);

  const saver = useMemo(
    () =>
      new AnswerSaver(
        async (change: Change) => accept(await exam.commit(attemptId, change)),
        // A written answer still waiting for the typing to rest is not saved yet, whatever the saver says.
        (state) => setSaveState(shownSaveState(state, textWaiting.current.size)),
        (error) => !isOffline(error),
      ),
    [accept, attemptId, exam],
  );
  useEffect(() => {
    if (saveState?.status === 'refused') setProblem(toProblem(saveState.refusal));
  }, [saveState]);

  /** Asks the server for the attempt as it stands (after a refusal: the module closed, say). */
  const refresh = useCallback(async () => {
    try {
      const fresh = await exam.fetchAttempt(paper.paperId, attemptId);
      if (fresh) accept(fresh);
    } catch {
      // The next heartbeat tries again.
    }
  }, [accept, attemptId, exam, paper.paperId]);

  const commit = useCallback(
    async (change: ExamChange, loading?: string) => {
      setBusy(true);
      setProblem(null);
      try {
        const next = await exam.commit(attemptId, change, loading === undefined ? {} : { loading });
        accept(next);
        return next;
      } catch (error) {
        setProblem(toProblem(error));
        if (!isOffline(error)) void refresh();
        return null;
      } finally {
        setBusy(false);
      }
    },
    [accept, attemptId, exam, refresh],
  );

  const running = clockRuns(attempt);
  const current = attempt.modules.find((module) => module.name === attempt.currentModule) ?? null;
  const remaining = current ? remainingNow(current.remainingSeconds, receivedAt, now, running) : null;

  // The clock: ticks every second while it runs; heartbeats keep the server's clock counting.
  useEffect(() => {
    if (!running) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const beat = setInterval(() => {
      exam.commit(attemptId, { heartbeat: true }).then(accept, () => undefined);
    }, EXAM_HEARTBEAT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearInterval(beat);
    };
  }, [accept, attemptId, exam, running]);
  // Time up on this page: the server closes the module; ask it so the page shows it closed.
  const timeUp = running && remaining === 0;
  useEffect(() => {
    if (timeUp) exam.commit(attemptId, { heartbeat: true }).then(accept, () => undefined);
  }, [accept, attemptId, exam, timeUp]);

  // The module the server says the candidate is in is the one on screen.
  useEffect(() => {
    if (attempt.currentModule && attempt.currentModule !== view.module) {
      dispatch({ type: 'shown', module: attempt.currentModule });
    }
  }, [attempt.currentModule, view.module]);

  const paperModule = paper.modules.find((module) => module.name === view.module) ?? null;
  const index = currentIndex(view);
  const item = paperModule?.items[index] ?? null;
  const open = current?.status === ExamModuleStatus.Open && attempt.status === ExamAttemptStatus.InProgress;

  // The place, saved as it moves (where "continue" reopens the attempt).
  const placed = useRef(initial.placeItem);
  useEffect(() => {
    if (!open || !item || view.module !== attempt.currentModule || placed.current === item.id) return;
    placed.current = item.id;
    saver.place(item.id);
  }, [attempt.currentModule, item, open, saver, view.module]);

  // Submitted (here or in another tab): the report.
  useEffect(() => {
    if (attempt.status === ExamAttemptStatus.Submitted) {
      navigate(exam.reportHref(attemptId), { replace: true });
    }
  }, [attempt.status, attemptId, exam, navigate]);

  // Closing or reloading with answers not yet saved: the browser's own question.
  const unsaved = (saveState?.pending ?? 0) > 0 || textTimers.current.size > 0;
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Leaving the page (another screen, or the tab hidden or closed) sends what is still waiting for the
  // typing to rest, so the last words typed are never lost.
  useEffect(() => {
    const timers = textTimers.current;
    const waiting = textWaiting.current;
    const sendWaiting = () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const texts = [...waiting];
      waiting.clear();
      for (const [questionId, value] of texts) saver.answer(questionId, value);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') sendWaiting();
    };
    window.addEventListener('pagehide', sendWaiting);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', sendWaiting);
      document.removeEventListener('visibilitychange', onHide);
      sendWaiting();
    };
  }, [saver]);

  const answer = (questionId: string, value: ExamAnswer) => {
    setGiven((answers) => ({ ...answers, [questionId]: value }));
    const waiting = textTimers.current.get(questionId);
    if (waiting) clearTimeout(waiting);
    if ('text' in value) {
      textWaiting.current.set(questionId, value);
      textTimers.current.set(
        questionId,
        setTimeout(() => {
          textTimers.current.delete(questionId);
          textWaiting.current.delete(questionId);
          saver.answer(questionId, value);
        }, TEXT_SAVE_DELAY_MS),
      );
      setSaveState((state) => ({
        status: 'saving',
        pending: (state?.pending ?? 0) + 1,
        savedAt: state?.savedAt ?? null,
        refusal: null,
      }));
    } else {
      textTimers.current.delete(questionId);
      textWaiting.current.delete(questionId);
      saver.answer(questionId, value);
    }
  };

  /** An answer taken back entirely (an order emptied): shown as not given; the server keeps the last. */
  const forget = (questionId: string) =>
    setGiven((answers) => Object.fromEntries(Object.entries(answers).filter(([id]) => id !== questionId)));

  /** Sends the written answers still waiting for the typing to rest, then everything pending. */
  const flush = async () => {
    for (const timer of textTimers.current.values()) clearTimeout(timer);
    textTimers.current.clear();
    const texts = [...textWaiting.current];
    textWaiting.current.clear();
    for (const [questionId, value] of texts) saver.answer(questionId, value);
    await saver.flush();
  };

  const enter = async (module: ExamModule) => {
    dispatch({ type: 'closeDialog' });
    await flush();
    const first = paper.modules.find((candidate) => candidate.name === module)?.items[view.item[module] ?? 0];
    const next = await commit({ enter: module, ...(first ? { placeItem: first.id } : {}) });
    if (next) {
      placed.current = first?.id ?? null;
      dispatch({ type: 'shown', module });
    }
  };

  const requestEnter = (module: ExamModule) => {
    if (module === attempt.currentModule) return;
    const warning = enterWarning(attempt, module);
    if (warning) dispatch({ type: 'askEnter', module, warning });
    else void enter(module);
  };

  const pause = async () => {
    await flush();
    await commit({ pause: true });
  };

  const submit = async () => {
    dispatch({ type: 'closeDialog' });
    await flush();
    await commit({ submit: true }, t('exam.page.submitting'));
  };

  return {
    exam,
    attempt,
    accept,
    view,
    dispatch,
    paperModule,
    item,
    index,
    open,
    given,
    saveState,
    problem,
    busy,
    remaining,
    running,
    answer,
    forget,
    requestEnter,
    enter: (module: ExamModule) => void enter(module),
    pause: () => void pause(),
    resume: () => void commit({ pause: false }),
    submit: () => void submit(),
  };
}

export type ExamRunner = ReturnType<typeof useExamRunner>;
