import './learn.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPassage, type Passage } from '@hanyu/contracts/psc/study';
import { SpeechSynthesisLimits } from '@hanyu/contracts/oversea/speech-synthesis';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import { ListenButton } from '../../../shared/ui/listen-button.tsx';
import { PassageReading } from '../../../shared/managed-content/passage-reading.tsx';
import { useEvaluator } from './evaluator.ts';
import { EvaluationPlaceSwitch } from './evaluation-place-switch.tsx';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { PassageReport } from './passage-report.tsx';
import { RecordingRun, useRecordingRun } from './recording-run.tsx';
import { useContent } from '../../../shared/api/use-content.ts';
import { useStudyAction } from '../../../shared/api/study-action.ts';

/** Pieces of a paragraph short enough for one synthesis call, cut after sentence ends. */
export function readingPieces(paragraph: string, max: number = SpeechSynthesisLimits.maxTextLength): string[] {
  const sentences = paragraph.match(/[^。！？；]+[。！？；”」]*/gu) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > max) {
      pieces.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

function PassageView({ passage, route }: { passage: Passage } & ScreenProps) {
  const { t } = useTranslation();
  const recorder = useRecorder();
  const evaluator = useEvaluator();
  useStudyAction(ModelCode.PassageRead);
  const run = useRecordingRun(recorder, evaluator, {
    request: { kind: 'syllables', syllables: passage.expected as ExpectedSyllable[] },
    server: { route: 'sentence', payload: { passageId: passage.id } },
  });
  const paragraphs = passage.text.split('\n').filter(Boolean);
  return (
    <article className="learn-passage" data-id={passage.id}>
      <PassageReading passage={passage}>
        <section className="learn-passage__model" aria-label={t('learn.passage.model')}>
          <h3 className="speech-section-title">{t('learn.passage.model')}</h3>
          <ol className="learn-passage__pieces">
            {paragraphs
              .flatMap((paragraph) => readingPieces(paragraph))
              .map((piece, i) => (
                <li key={i}>
                  <ListenButton text={piece} />
                  <span className="muted kai" lang="zh-Hans">
                    {piece.slice(0, 12)}…
                  </span>
                </li>
              ))}
          </ol>
        </section>
      </PassageReading>
      <EvaluationPlaceSwitch evaluator={evaluator} />
      <RecordingRun run={run} recorder={recorder} maxSeconds={passage.timeLimitSeconds} task="reading">
        {(result) => <PassageReport passage={passage} result={result} />}
      </RecordingRun>
      <p className="muted">{route.area === 'hkmt' ? t('learn.passage.hkmtTip') : t('learn.passage.tip')}</p>
    </article>
  );
}

/** mandarinPassageReadDetail?id=P001: read a passage aloud and see every syllable judged. */
export default function PassagePage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? 'P001';
  const { state, reload } = useContent(GetPassage, { id });
  return (
    <ScreenFrame route={route}>
      <LoadState state={state} onRetry={reload}>
        {(passage) => <PassageView key={passage.id} passage={passage} route={route} />}
      </LoadState>
    </ScreenFrame>
  );
}
