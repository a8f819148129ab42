import { useTranslation } from 'react-i18next';
import { LookupDictionary, type DictionaryEntry } from '@hanyu/contracts/portal/dictionary';
import { useContent } from '../../shared/api/use-content.ts';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { PinyinText } from './pinyin-text.tsx';

/** How many entries to ask for: a word has a few readings at most, but the lookup ranks by frequency. */
const ENTRY_PAGE = 20;

/** The dictionary's entries for exactly this word, in simplified or traditional script. */
export function entriesOf(word: string, list: readonly DictionaryEntry[]): DictionaryEntry[] {
  return list.filter((entry) => entry.simplified === word || entry.traditional === word);
}

/** The word's own dictionary entry above the cards of its characters. */
export function WordEntry({ word }: { word: string }) {
  const { t } = useTranslation();
  const { state, reload } = useContent(LookupDictionary, { query: word, page: 1, pageSize: ENTRY_PAGE });
  return (
    <section className="word-entry" aria-labelledby="word-entry-title" data-testid="word-entry">
      <h2 id="word-entry-title" className="word-entry__label">
        {t('wordCard.word.heading')}
      </h2>
      <LoadState state={state} onRetry={reload}>
        {(answer) => {
          const entries = entriesOf(word, answer.list);
          if (entries.length === 0) {
            return <p className="muted">{t('wordCard.word.notInDictionary', { word })}</p>;
          }
          const first = entries[0] as DictionaryEntry;
          const shown = first.traditional === word && first.simplified !== word ? 'zh-Hant' : 'zh-Hans';
          return (
            <div className="word-entry__body">
              <div className="word-entry__head">
                <p className="word-entry__word kai" lang={shown}>
                  {word}
                </p>
                <ListenButton text={word} preferHuman />
              </div>
              <dl className="word-entry__readings">
                {entries.map((entry) => (
                  <div key={entry.id}>
                    <dt>
                      <PinyinText reading={entry} />
                      {entry.simplified !== entry.traditional && (
                        <span className="word-entry__forms kai">
                          {' '}
                          <span lang="zh-Hans">{entry.simplified}</span> /{' '}
                          <span lang="zh-Hant">{entry.traditional}</span>
                        </span>
                      )}
                      {entry.hskLevel && (
                        <span className="word-entry__hsk"> {t('wordCard.word.hsk', { level: entry.hskLevel })}</span>
                      )}
                    </dt>
                    <dd lang="en">{entry.definitions.join('; ')}</dd>
                  </div>
                ))}
              </dl>
              <p className="char-card__source muted">{t('wordCard.card.meaningsSource')}</p>
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
