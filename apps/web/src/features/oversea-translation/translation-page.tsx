import './translation.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AddOneRecord } from '@hanyu/contracts/oversea/record';
import { NtransTranslation, StudyNotice, type NtransTranslationAnswer } from '@hanyu/contracts/oversea/translation';
import type { TranslationLanguage } from '@hanyu/contracts/oversea/translation-languages';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { hasMachineTranslation } from '../../shared/config/runtime-config.ts';
import { problem as problemOf, toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { TranslationForm } from './translation-form.tsx';
import { TranslationResult } from './translation-result.tsx';
import {
  DEFAULT_PAIR,
  chooseLanguage,
  savedTranslation,
  swapLanguages,
  textProblem,
  type LanguagePair,
} from './translation-rules.ts';
import { useSpeechPlayer } from './use-speech-player.ts';
import { useVoiceSettings } from './use-voice-settings.ts';
import { WordDialog } from './word-dialog.tsx';

/** What screen readers hear when an answer arrives. */
function useAnnouncement(answer: NtransTranslationAnswer | null): string {
  const { t } = useTranslation();
  if (!answer) return '';
  const words = answer.segments.filter((segment) => segment.isWord).length;
  if (answer.sentence) return t('translation.result.announceSentence', { text: answer.sentence.text, count: words });
  return answer.notice === StudyNotice.EngineFailed
    ? t('translation.result.announceFailed', { count: words })
    : t('translation.result.announceStudy', { count: words });
}

/**
 * translation (overseas area, web and client; open to visitors): Chinese ↔ the languages of section 9,
 * the Chinese side word by word with pinyin in context and meanings, each word's dictionary entries,
 * listening in the learner's voice, favourites, and history for logged-in learners.
 */
export default function TranslationPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useSession((state) => state.userInfo.token !== '');
  const [pair, setPair] = useState<LanguagePair>(DEFAULT_PAIR);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<NtransTranslationAnswer | null>(null);
  const [savedToHistory, setSavedToHistory] = useState(false);
  const [openWord, setOpenWord] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(0);
  const { voice, choose, problem: voiceProblem } = useVoiceSettings();
  const player = useSpeechPlayer();
  const announcement = useAnnouncement(busy ? null : answer);
  // Whole sentences (and other languages into Chinese) only with an engine; the lead says which.
  const machineTranslation = hasMachineTranslation();

  const translate = async () => {
    const found = textProblem(text, pair, machineTranslation);
    if (found) {
      setProblem(problemOf(found));
      textRef.current?.focus();
      return;
    }
    const call = ++latest.current;
    setBusy(true);
    setProblem(null);
    setSavedToHistory(false);
    player.stop();
    try {
      const result = await callApi(NtransTranslation, { text: text.trim(), ...pair });
      if (call !== latest.current) return;
      setAnswer(result);
      const translation = savedTranslation(result);
      // History is the logged-in learner's (spec section 6); a failed save is not worth an error here.
      if (loggedIn && translation !== null) {
        callApi(
          AddOneRecord,
          { text: result.text, translation, from: result.from, to: result.to },
          { quietSessionInvalid: true },
        ).then(
          () => call === latest.current && setSavedToHistory(true),
          () => undefined,
        );
      }
    } catch (error) {
      if (call !== latest.current) return;
      setProblem(toProblem(error));
      textRef.current?.focus();
    } finally {
      if (call === latest.current) setBusy(false);
    }
  };

  const choosePair = (next: LanguagePair) => {
    setPair(next);
    setProblem(null);
  };

  return (
    <ScreenFrame route={route}>
      <div className="translation">
        <div className="translation__intro">
          <p className="translation__lead" data-testid="translation-lead">
            {machineTranslation ? t('translation.lead') : t('translation.leadStudyOnly')}
          </p>
          <Link className="button button--quiet translation__bookmarks" to={hrefFor('webBookmarks', pathname)}>
            {t('translation.bookmarksLink')}
          </Link>
        </div>
        <TranslationForm
          pair={pair}
          text={text}
          problem={problem}
          busy={busy}
          textRef={textRef}
          onLanguage={(side, language: TranslationLanguage) => choosePair(chooseLanguage(pair, side, language))}
          onSwap={() => {
            choosePair(swapLanguages(pair));
            // The translation becomes the text to translate back, as in every translator.
            if (answer?.sentence && answer.from === pair.from && answer.to === pair.to) setText(answer.sentence.text);
          }}
          onText={(value) => {
            setText(value);
            if (problem) setProblem(null);
          }}
          onSubmit={() => void translate()}
          onClear={() => {
            setText('');
            setProblem(null);
            textRef.current?.focus();
          }}
        />
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <div className="translation__output" aria-busy={busy}>
          {busy ? (
            <p className="page-loading" role="status">
              <span className="spinner" aria-hidden="true" /> {t('translation.form.translating')}
            </p>
          ) : answer ? (
            <TranslationResult
              answer={answer}
              voice={voice}
              onVoice={choose}
              voiceProblem={voiceProblem}
              player={player}
              savedToHistory={savedToHistory}
              onOpenWord={setOpenWord}
            />
          ) : (
            <div className="empty-state translation__empty">
              <p>{machineTranslation ? t('translation.result.empty') : t('translation.result.emptyStudyOnly')}</p>
            </div>
          )}
        </div>
      </div>
      {openWord !== null && <WordDialog word={openWord} voice={voice} onClose={() => setOpenWord(null)} />}
    </ScreenFrame>
  );
}
