import './character-card.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { cardLink } from './card-link.ts';
import { MAX_CARDS, parseCardQuery, QUERY_PARAM, SUGGESTIONS } from './card-query.ts';
import { CharacterCard } from './character-card.tsx';
import { WordEntry } from './word-entry.tsx';

function CardSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="card-search" role="search" onSubmit={submit}>
      <label htmlFor="card-search-input" className="card-search__label">
        {t('wordCard.search.label')}
      </label>
      <div className="card-search__row">
        <input
          id="card-search-input"
          className="field__input card-search__input"
          type="search"
          lang="zh"
          value={text}
          maxLength={50}
          placeholder={t('wordCard.search.placeholder')}
          aria-describedby="card-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('wordCard.search.submit')}
        </button>
      </div>
      <p id="card-search-hint" className="field__hint">
        {t('wordCard.search.hint', { count: MAX_CARDS })}
      </p>
    </form>
  );
}

function Suggestions() {
  const { t } = useTranslation();
  return (
    <div className="empty-state card-suggestions" data-testid="card-suggestions">
      <h2 className="card-suggestions__title">{t('wordCard.empty.title')}</h2>
      <p>{t('wordCard.empty.body')}</p>
      <ul className="card-suggestions__list">
        {SUGGESTIONS.map(({ text, lang }) => (
          <li key={text}>
            <Link to={cardLink(text)} className="tile-link card-suggestions__item kai" lang={lang}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Character cards (wordcardTool, portal and Hong Kong/Macao/Taiwan areas): any character or word,
 * simplified or traditional, becomes a card per character, with the word's own entry above them. The
 * query lives in the address (?q=), so cards can be linked, reloaded and reached from common words.
 */
export default function WordCardPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const text = search.get(QUERY_PARAM);
  const query = parseCardQuery(text);
  const results = useRef<HTMLDivElement | null>(null);
  const previous = useRef(text);

  // Opening another character (a common word, a component) starts at the top of its cards.
  useEffect(() => {
    if (previous.current === text) return;
    previous.current = text;
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  }, [text]);

  const open = (value: string) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(QUERY_PARAM, value);
      else next.delete(QUERY_PARAM);
      return next;
    });
  };

  return (
    <ScreenFrame route={route}>
      <div className="word-cards">
        <p className="word-cards__intro">{t('wordCard.intro')}</p>
        <CardSearch key={text ?? ''} initial={text ?? ''} onSearch={open} />
        <div ref={results} tabIndex={-1} className="word-cards__results">
          {query.kind === 'empty' && <Suggestions />}
          {query.kind === 'notChinese' && (
            <p className="notice" role="alert">
              {t('errors.OnlyChineseLearnable')}
            </p>
          )}
          {query.kind === 'characters' && (
            <>
              <div className="word-cards__toolbar">
                {query.truncated && (
                  <p className="word-cards__truncated" role="status">
                    {t('wordCard.truncated', { count: MAX_CARDS })}
                  </p>
                )}
                <button type="button" className="button" onClick={() => window.print()} aria-describedby="print-hint">
                  <PrintIcon /> {t('wordCard.print')}
                </button>
                <span id="print-hint" className="muted word-cards__print-hint">
                  {t('wordCard.printHint')}
                </span>
              </div>
              {query.word && <WordEntry word={query.word} />}
              {query.word && <h2 className="word-cards__characters">{t('wordCard.word.characters')}</h2>}
              <ol className="word-cards__list">
                {query.characters.map((character) => (
                  <li key={character}>
                    <CharacterCard character={character} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="icon">
      <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
