import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GetOverseaWordInfo, type VoiceSettings, type WordInfo } from '@hanyu/contracts/oversea/translation';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { PinyinSyllables } from './pinyin-syllables.tsx';
import { useSpeechPlayer } from './use-speech-player.ts';
import { ListenButton } from './voice-controls.tsx';
import { measureWords } from './translation-rules.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';

function WordCard({ info, voice }: { info: WordInfo; voice: VoiceSettings }) {
  const { t } = useTranslation();
  const uiTag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const player = useSpeechPlayer();
  return (
    <div className="translation-word-card">
      <p className="translation-word-card__reading">
        <PinyinSyllables pinyin={info.pinyin} pinyinNumbered={info.pinyinNumbered} />
        <ListenButton
          phase={player.phase}
          label={t('translation.word.listen')}
          onPlay={() => player.play(info.word, voice)}
          onStop={player.stop}
        />
      </p>
      <ProblemMessage problem={player.problem} />
      <h3 className="translation-word-card__heading">{t('translation.word.entries')}</h3>
      {info.entries.length === 0 ? (
        <p className="muted">{t('translation.word.notFound')}</p>
      ) : (
        <ol className="translation-word-card__entries">
          {info.entries.map((entry) => (
            <li key={entry.id} className="translation-word-card__entry">
              <p className="translation-word-card__entry-head">
                <PinyinSyllables pinyin={entry.pinyin} pinyinNumbered={entry.pinyinNumbered} />
                {entry.traditional !== entry.simplified && (
                  <span className="translation-word-card__tag">
                    {t('translation.word.traditional')}{' '}
                    <span lang="zh-Hant" className="kai">
                      {entry.traditional}
                    </span>
                  </span>
                )}
                {entry.hskLevel !== null && (
                  <span className="translation-word-card__tag">
                    {t('translation.word.hsk', { level: entry.hskLevel })}
                  </span>
                )}
              </p>
              <ul className="translation-word-card__definitions" lang="en">
                {entry.definitions.map((definition, index) => {
                  const measures = measureWords(definition);
                  return measures ? (
                    <li key={index} lang={uiTag}>
                      {t('translation.word.measureWords')} <span lang="zh-Hans">{measures.join('、')}</span>
                    </li>
                  ) : (
                    <li key={index}>{definition}</li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {info.characters.length > 0 && (
        <>
          <h3 className="translation-word-card__heading">{t('translation.word.characters')}</h3>
          <ul className="translation-word-card__characters">
            {info.characters.map((character, index) => (
              <li key={index}>
                <span className="kai translation-word-card__character" lang="zh-Hans">
                  {character.character}
                </span>{' '}
                <PinyinSyllables pinyin={character.pinyin} pinyinNumbered={character.pinyinNumbered} />{' '}
                <span lang={character.gloss ? 'en' : undefined}>
                  {character.gloss ?? t('translation.word.noGloss')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="field__hint">{t('translation.word.source')}</p>
    </div>
  );
}

/** A word's dictionary entries (/oversea/record/getOverseaWordInfo), with its reading read aloud. */
export function WordDialog({ word, voice, onClose }: { word: string; voice: VoiceSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, reload } = useContent(GetOverseaWordInfo, { word });
  return (
    <ModalDialog open labelledBy={titleId} onCancel={onClose} className="translation-word-dialog">
      <h2 id={titleId} className="confirm-dialog__title translation-word-dialog__title kai" lang="zh-Hans">
        {word}
      </h2>
      <div className="translation-word-dialog__body">
        <LoadState state={state} onRetry={reload}>
          {(info) => <WordCard info={info} voice={voice} />}
        </LoadState>
      </div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
