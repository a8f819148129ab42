import { useEffect, useState } from 'react';
import { GetHumanReading, type HumanRecording } from '@hanyu/contracts/portal/human-reading';
import { callApi } from '../api/api-client.ts';

export interface HumanLookup {
  text: string;
  recording: HumanRecording | null;
}

/** One lookup per text for the page's life: the recordings ship with a deploy and do not change. */
const lookups = new Map<string, Promise<HumanLookup>>();

/** Whether the server has a person's recording of the text; a failed lookup counts as none. */
export function lookUpHumanRecording(text: string): Promise<HumanLookup> {
  let lookup = lookups.get(text);
  if (!lookup) {
    lookup = callApi(GetHumanReading, { text }).then(
      ({ recording }) => ({ text, recording }),
      () => {
        lookups.delete(text);
        return { text, recording: null };
      },
    );
    lookups.set(text, lookup);
  }
  return lookup;
}

/** The lookup for `text` once it is answered; null while it runs, or when `text` is null. */
export function useHumanRecording(text: string | null): HumanLookup | null {
  const [answer, setAnswer] = useState<HumanLookup | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void lookUpHumanRecording(text).then((found) => {
      if (current) setAnswer(found);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return text !== null && answer?.text === text ? answer : null;
}
