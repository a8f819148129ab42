import { useMemo, useRef } from 'react';

/**
 * A registration's slider pass (decision 044): the token of the slider solved for the registration's
 * first code, kept by the form so its other codes and the registration itself ask for no second
 * slider. The server bounds it (time, number of codes); when it refuses, the form forgets it and
 * shows the slider again.
 */
export interface SliderPass {
  get(): string | null;
  keep(token: string): void;
  forget(): void;
}

export function useSliderPass(): SliderPass {
  const token = useRef<string | null>(null);
  return useMemo(
    () => ({
      get: () => token.current,
      keep: (next: string) => {
        token.current = next;
      },
      forget: () => {
        token.current = null;
      },
    }),
    [],
  );
}
