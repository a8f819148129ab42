import { useCallback, useEffect, useRef, useState } from 'react';

/** A resend countdown read from the clock, so a throttled background tab still shows the right second. */
export class Countdown {
  private endsAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  start(seconds: number): void {
    this.endsAt = this.now() + seconds * 1000;
  }

  /** Whole seconds left, rounded up; 0 once it has run out. */
  remaining(): number {
    return Math.max(0, Math.ceil((this.endsAt - this.now()) / 1000));
  }
}

const TICK_MS = 250;

/** The seconds left of a countdown, re-rendered as they pass. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const countdown = useRef(new Countdown());
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const [remaining, setRemaining] = useState(0);
  useEffect(() => () => clearInterval(timer.current), []);
  const start = useCallback((seconds: number) => {
    countdown.current.start(seconds);
    setRemaining(countdown.current.remaining());
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      const left = countdown.current.remaining();
      setRemaining(left);
      if (left === 0) clearInterval(timer.current);
    }, TICK_MS);
  }, []);
  return { remaining, start };
}
