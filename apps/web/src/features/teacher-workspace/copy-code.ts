import { useCallback, useEffect, useState } from 'react';

export type CopyOutcome = 'copied' | 'failed';

/** How long "copied" stays beside the button. */
export const COPIED_NOTE_MS = 4_000;

/**
 * Puts the text on the clipboard. Without a clipboard (an insecure address, an old browser) or when the
 * browser refuses, the teacher is told to copy it by hand.
 */
export async function copyText(
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
  text: string,
): Promise<CopyOutcome> {
  if (!clipboard) return 'failed';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The copy button's state: what it last did, shown for a while ("copied"), or until the next try ("failed"). */
export function useCopyCode(code: string): { outcome: CopyOutcome | null; copy: () => void } {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome(null), COPIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback(() => {
    setOutcome(null);
    void copyText(navigator.clipboard as Clipboard | undefined, code).then(setOutcome);
  }, [code]);
  return { outcome, copy };
}
