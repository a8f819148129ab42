import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveTopic, type EvaluationProgressState, type LivePush } from '@hanyu/contracts/protocol/live';
import { liveSocket } from './live-socket.ts';

/** A fresh id naming one evaluation's progress (the contracts take 8–64 of A-Z a-z 0-9 _ -). */
export function newProgressId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Which evaluation a screen shows the progress of: the one under way, named by its progressId. A push
 * for another evaluation, or one arriving after the call has answered, is not shown.
 */
export class ProgressTracker {
  private current: string | null = null;

  constructor(private readonly show: (state: EvaluationProgressState | null) => void) {}

  begin(progressId: string): void {
    this.current = progressId;
    this.show(null);
  }

  hear(push: LivePush): void {
    if (push.topic === LiveTopic.Evaluation && push.data.progressId === this.current) this.show(push.data.state);
  }

  end(): void {
    this.current = null;
    this.show(null);
  }
}

/**
 * The server's progress of the evaluation a call asked for (queued, evaluating), heard on the live
 * socket (decision 068). `tracked` gives the call a progressId and shows that call's progress until it
 * answers. Without a socket (a visitor, an overseas app's blank token, a proxy that takes none) there is
 * simply none to show, and the screen keeps its own waiting text.
 */
export function useEvaluationProgress(listening = true) {
  const [progress, setProgress] = useState<EvaluationProgressState | null>(null);
  const tracker = useRef<ProgressTracker | null>(null);
  tracker.current ??= new ProgressTracker(setProgress);
  // Listening from the start, so the socket is live before the first evaluation is asked for.
  useEffect(() => {
    if (!listening) return undefined;
    return liveSocket().listen(LiveTopic.Evaluation, (push) => tracker.current?.hear(push));
  }, [listening]);
  const tracked = useCallback(async <T>(call: (progressId: string) => Promise<T>): Promise<T> => {
    const progressId = newProgressId();
    tracker.current?.begin(progressId);
    try {
      return await call(progressId);
    } finally {
      tracker.current?.end();
    }
  }, []);
  return { progress, tracked };
}
