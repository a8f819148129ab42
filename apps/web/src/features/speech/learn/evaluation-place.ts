import { useSyncExternalStore } from 'react';

/** Where a recording is evaluated: in this browser (the default, nothing leaves the device) or on the server. */
export type EvaluationPlace = 'device' | 'server';

/** Where the learner's choice is kept between visits. */
export const EVALUATION_PLACE_KEY = 'evaluationPlace';

type Listener = () => void;

/** Reads and keeps the learner's choice; `storage` is the browser's local storage, or none in private mode. */
export class EvaluationPlaceStore {
  private place: EvaluationPlace;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.place = EvaluationPlaceStore.read(storage);
  }

  private static read(storage: Pick<Storage, 'getItem'> | null): EvaluationPlace {
    try {
      return storage?.getItem(EVALUATION_PLACE_KEY) === 'server' ? 'server' : 'device';
    } catch {
      return 'device';
    }
  }

  get = (): EvaluationPlace => this.place;

  /** One choice for every speaking panel of the page, and for the next visit. */
  choose = (next: EvaluationPlace): void => {
    if (next === this.place) return;
    this.place = next;
    try {
      this.storage?.setItem(EVALUATION_PLACE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page.
    }
    for (const listener of this.listeners) listener();
  };

  /** Another tab chose: this one follows. */
  reload = (): void => {
    const stored = EvaluationPlaceStore.read(this.storage);
    if (stored === this.place) return;
    this.place = stored;
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const store = new EvaluationPlaceStore(browserStorage());
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === EVALUATION_PLACE_KEY) store.reload();
  });
}

/** The learner's chosen place, shared by every panel on the page, and how to change it. */
export function useEvaluationPlace(): [EvaluationPlace, (next: EvaluationPlace) => void] {
  const place = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [place, store.choose];
}
