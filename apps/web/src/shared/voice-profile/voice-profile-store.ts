/**
 * The learner's voice profile on this page (packages/speech/src/profile): handed to the engine with
 * every on-device evaluation and grown by each result's evidence. A signed-in learner's lives on the
 * server (fetched once per learner, then kept in step by the answers of `add`); a visitor's lives in
 * this browser. One store for the page, so the learning screens and the personal centre agree.
 */
import type { ProfileEvidence, SpeakerProfile } from '@hanyu/speech/profile/speaker-profile';
import { toProblem, type Problem } from '../api/problem.ts';

/** Where one owner's profile is kept. */
export interface ProfileBackend {
  load(): Promise<SpeakerProfile | null>;
  /** Folds the evidence in; answers the profile as now kept. */
  add(evidence: ProfileEvidence): Promise<SpeakerProfile | null>;
  reset(): Promise<void>;
}

/** Whose profile: `user:<id>` for a signed-in learner, `visitor` for this browser's visitor. */
export type ProfileOwner = string;
export const VISITOR: ProfileOwner = 'visitor';
export const ownerOf = (userId: string | null): ProfileOwner => (userId ? `user:${userId}` : VISITOR);

export type VoiceProfileState =
  | { status: 'idle' }
  | { status: 'loading'; owner: ProfileOwner }
  | { status: 'ready'; owner: ProfileOwner; profile: SpeakerProfile | null; problem: Problem | null }
  | { status: 'failed'; owner: ProfileOwner; problem: Problem };

type Listener = () => void;

export class VoiceProfileStore {
  private state: VoiceProfileState = { status: 'idle' };
  private readonly listeners = new Set<Listener>();
  /** Counts owner changes: an answer for an earlier owner is dropped. */
  private generation = 0;
  private backend: ProfileBackend | null = null;

  constructor(private readonly backendFor: (owner: ProfileOwner) => ProfileBackend) {}

  get = (): VoiceProfileState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The profile to evaluate with: the owner's, once loaded (null before, or when there is none). */
  current(): SpeakerProfile | null {
    return this.state.status === 'ready' ? this.state.profile : null;
  }

  /** Loads the owner's profile, once: asking again for the same owner changes nothing. */
  ensure(owner: ProfileOwner): Promise<void> {
    if (this.state.status !== 'idle' && this.state.owner === owner && this.state.status !== 'failed') {
      return Promise.resolve();
    }
    this.generation += 1;
    this.backend = this.backendFor(owner);
    return this.load(owner);
  }

  /** Reads the profile again (after an evaluation on the server, which grew it there). */
  refresh(): Promise<void> {
    if (this.state.status === 'idle' || !this.backend) return Promise.resolve();
    return this.load(this.state.owner, true);
  }

  /** Folds one result's evidence in (null, from a refused recording, changes nothing). */
  async add(evidence: ProfileEvidence | null): Promise<void> {
    const backend = this.backend;
    if (!evidence || !backend || this.state.status === 'idle') return;
    const { owner } = this.state;
    const generation = this.generation;
    try {
      const profile = await backend.add(evidence);
      if (generation === this.generation) this.set({ status: 'ready', owner, profile, problem: null });
    } catch (error) {
      // The profile as it was stays in use; the personal centre says what went wrong.
      if (generation === this.generation && this.state.status === 'ready')
        this.set({ ...this.state, problem: toProblem(error) });
    }
  }

  /** Forgets the profile; rejects (leaving it as it was) when the backend could not. */
  async reset(): Promise<void> {
    const backend = this.backend;
    if (!backend || this.state.status === 'idle') return;
    const { owner } = this.state;
    const generation = this.generation;
    await backend.reset();
    if (generation === this.generation) this.set({ status: 'ready', owner, profile: null, problem: null });
  }

  private async load(owner: ProfileOwner, quiet = false): Promise<void> {
    const backend = this.backend;
    if (!backend) return;
    const generation = this.generation;
    if (!quiet || this.state.status !== 'ready') this.set({ status: 'loading', owner });
    try {
      const profile = await backend.load();
      if (generation === this.generation) this.set({ status: 'ready', owner, profile, problem: null });
    } catch (error) {
      if (generation === this.generation) this.set({ status: 'failed', owner, problem: toProblem(error) });
    }
  }

  private set(state: VoiceProfileState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
