import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_TAG } from '@hanyu/contracts/oversea/translation-languages';
import {
  ChineseSide,
  StudyNotice,
  type NtransTranslationAnswer,
  type VoiceSettings,
} from '@hanyu/contracts/oversea/translation';
import type { Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { StudyText } from './study-text.tsx';
import { chineseOf } from './translation-rules.ts';
import type { PlayerPhase } from './use-speech-player.ts';
import { ListenButton, VoiceControls } from './voice-controls.tsx';

interface ResultProps {
  answer: NtransTranslationAnswer;
  voice: VoiceSettings;
  onVoice: (voice: VoiceSettings) => void;
  voiceProblem: Problem | null;
  player: {
    phase: PlayerPhase;
    problem: Problem | null;
    play: (text: string, voice: VoiceSettings) => void;
    stop: () => void;
  };
  /** The translation went to the learner's history. */
  savedToHistory: boolean;
  onOpenWord: (word: string) => void;
}

/**
 * One translation: the sentence with its engine, or the clearly labelled word-by-word study view and
 * why; listening with the learner's voice; saving to favourites; the Chinese word by word.
 */
export function TranslationResult({
  answer,
  voice,
  onVoice,
  voiceProblem,
  player,
  savedToHistory,
  onOpenWord,
}: ResultProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const chinese = chineseOf(answer);
  const sourceIsChinese = answer.chineseSide === ChineseSide.Source;

  return (
    <section className="translation-result" aria-labelledby={headingId}>
      <h2 id={headingId} className="translation-result__heading">
        {answer.studyView ? t('translation.result.studyLabel') : t('translation.result.heading')}
      </h2>
      {answer.sentence ? (
        <div className="translation-sentence">
          <p className="translation-sentence__text" lang={LANGUAGE_TAG[answer.to]}>
            {answer.sentence.text}
          </p>
          <p className="translation-sentence__engine">
            {t('translation.result.engine', { engine: answer.sentence.engine })}
          </p>
        </div>
      ) : (
        <div className="notice translation-note" data-notice={answer.notice ?? undefined}>
          <p>
            {answer.notice === StudyNotice.EngineFailed
              ? t('translation.result.engineFailed')
              : t('translation.result.engineNotConfigured')}
          </p>
        </div>
      )}

      {chinese !== '' && (
        <div className="translation-toolbar">
          <ListenButton
            phase={player.phase}
            label={sourceIsChinese ? t('translation.voice.listenSource') : t('translation.voice.listenTranslation')}
            onPlay={() => player.play(chinese, voice)}
            onStop={player.stop}
          />
          <VoiceControls voice={voice} onChoose={onVoice} problem={voiceProblem} />
          <FavouriteButton key={`${answer.text}|${answer.from}|${answer.to}`} answer={answer} />
        </div>
      )}
      <ProblemMessage problem={player.problem} />

      {answer.segments.length > 0 ? (
        <div className="translation-study">
          <h3 className="translation-study__heading">{t('translation.result.studyHeading')}</h3>
          <p className="field__hint">{t('translation.result.studyHint')}</p>
          <StudyText segments={answer.segments} onOpen={onOpenWord} />
        </div>
      ) : (
        <p className="muted">{t('translation.result.nothingToStudy')}</p>
      )}

      {savedToHistory && (
        <p className="translation-result__history">
          {t('translation.result.savedToHistory')}{' '}
          <Link to={hrefFor('webBookmarks', pathname)}>{t('translation.bookmarksLink')}</Link>
        </p>
      )}
    </section>
  );
}
