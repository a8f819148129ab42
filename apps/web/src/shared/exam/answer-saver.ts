import type { ExamAnswer, ExamChange } from '@hanyu/contracts/exam/exam-engine';

/** One commit's worth of what the candidate did: answers (the last per question) and their place. */
/** What the saver sends: answers and the place, the part of an attempt's change it owns. */
export type Change = Pick<ExamChange, 'answers' | 'placeItem'>;

export type SaveStatus =
  /** Nothing given yet on this page. */
  | 'idle'
  | 'saving'
  | 'saved'
  /** The network is away: what was given waits here and is sent again. */
  | 'retrying'
  /** The server refused it (the module closed, the attempt paused): not sent again. */
  | 'refused';

export interface SaverState {
  status: SaveStatus;
  /** Answers given and not yet confirmed by the server. */
  pending: number;
  /** When the server last confirmed a save (ms since the epoch). */
  savedAt: number | null;
  /** The refusal, as the server's error (shown by its catalogue message). */
  refusal: unknown;
}

/** The most answers one commit carries (the contract's limit). */
export const ANSWERS_PER_COMMIT = 60;

/**
 * The state shown to the learner: written answers still waiting for the typing to rest (`waiting`) are
 * not saved yet, so a saver that has sent everything it was given says "saving" while any wait.
 */
export function shownSaveState(state: SaverState, waiting: number): SaverState {
  return {
    ...state,
    status: state.status === 'saved' && waiting > 0 ? 'saving' : state.status,
    pending: state.pending + waiting,
  };
}
/** Waits between the attempts to send again while the network is away; the last one repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000] as const;

type Wait = (ms: number) => Promise<void>;
const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saves answers as they are given, one commit at a time: answers given while a commit runs wait and
 * go in the next one, the last given per question winning; the place goes with them. A commit that
 * fails for want of a network is sent again with growing waits (nothing is lost while the page stays
 * open); one the server refuses is dropped, and the refusal reported.
 */
export class AnswerSaver {
  private answers = new Map<string, ExamAnswer>();
  private placeItem: string | null = null;
  private running: Promise<void> | null = null;
  private current: SaverState = { status: 'idle', pending: 0, savedAt: null, refusal: null };
  private failures = 0;
  /** Answers sent and not yet answered. */
  private inFlight = 0;

  constructor(
    private readonly send: (change: Change) => Promise<unknown>,
    private readonly onChange: (state: SaverState) => void,
    /** Whether an error is the server's refusal (not sent again) rather than a lost connection. */
    private readonly isRefusal: (error: unknown) => boolean,
    private readonly sleep: Wait = wait,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): SaverState {
    return this.current;
  }

  answer(questionId: string, answer: ExamAnswer): void {
    this.answers.set(questionId, answer);
    this.start();
  }

  place(itemId: string): void {
    this.placeItem = itemId;
    this.start();
  }

  /** Resolves once everything given has been sent (saved or refused). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private set(change: Partial<SaverState>): void {
    this.current = { ...this.current, ...change, pending: this.answers.size + this.inFlight };
    this.onChange(this.current);
  }

  private start(): void {
    if (this.running) {
      this.set({});
      return;
    }
    this.set({ status: this.current.status === 'retrying' ? 'retrying' : 'saving', refusal: null });
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run(): Promise<void> {
    while (this.answers.size > 0 || this.placeItem !== null) {
      const batch = [...this.answers].slice(0, ANSWERS_PER_COMMIT);
      for (const [questionId] of batch) this.answers.delete(questionId);
      const place = this.placeItem;
      this.placeItem = null;
      this.inFlight = batch.length;
      const change: Change = {
        ...(batch.length > 0 ? { answers: batch.map(([questionId, answer]) => ({ questionId, answer })) } : {}),
        ...(place !== null ? { placeItem: place } : {}),
      };
      try {
        await this.send(change);
        this.failures = 0;
        this.inFlight = 0;
        this.set({ status: 'saved', savedAt: this.now() });
      } catch (error) {
        this.inFlight = 0;
        if (this.isRefusal(error)) {
          this.set({ status: 'refused', refusal: error });
          continue;
        }
        // Put back what was not given again meanwhile, and wait before sending again.
        for (const [questionId, answer] of batch)
          if (!this.answers.has(questionId)) this.answers.set(questionId, answer);
        this.placeItem ??= place;
        this.set({ status: 'retrying' });
        const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)] ?? 15000;
        this.failures += 1;
        await this.sleep(delay);
      }
    }
  }
}
