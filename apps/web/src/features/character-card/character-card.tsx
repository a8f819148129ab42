import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GetCharacter, type CharacterInfo } from '@hanyu/contracts/portal/dictionary';
import { useContent } from '../../shared/api/use-content.ts';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { cardLink } from './card-link.ts';
import { isHanCharacter } from './card-query.ts';
import { counterpartsOf, distinctReadings, scriptOf } from './character-facts.ts';
import { PinyinText } from './pinyin-text.tsx';
import { StrokePanel } from './stroke-panel.tsx';

/** One character's card: loads its dictionary facts, then shows them beside its stroke order. */
export function CharacterCard({ character }: { character: string }) {
  const { t } = useTranslation();
  const { state, reload } = useContent(GetCharacter, { character });
  // A character the dictionary does not hold (a rare or variant form) still gets its strokes.
  const unlisted = state.status === 'failed' && state.problem.id === 'NoResource';
  return (
    <article className="char-card" aria-label={t('wordCard.card.label', { character })} data-testid="char-card">
      {unlisted ? (
        <UnlistedCard character={character} />
      ) : (
        <LoadState state={state} onRetry={reload}>
          {(info) => <CardBody info={info} />}
        </LoadState>
      )}
    </article>
  );
}

function UnlistedCard({ character }: { character: string }) {
  const { t } = useTranslation();
  return (
    <div className="char-card__body">
      <header className="char-card__head">
        <p className="char-card__glyph kai" lang="zh" data-testid="card-character">
          {character}
        </p>
        <p className="muted">{t('wordCard.card.notInDictionary', { character })}</p>
      </header>
      <div className="char-card__columns">
        <StrokePanel character={character} hasStrokes />
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="char-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Characters that open their own card. */
function CharacterLinks({ characters, lang }: { characters: string[]; lang: 'zh-Hans' | 'zh-Hant' }) {
  const { t } = useTranslation();
  return (
    <>
      {characters.map((form) => (
        <Link
          key={form}
          to={cardLink(form)}
          className="char-card__link kai"
          lang={lang}
          title={t('wordCard.card.openCard', { text: form })}
          data-testid="card-counterpart"
        >
          {form}
        </Link>
      ))}
    </>
  );
}

function CardBody({ info }: { info: CharacterInfo }) {
  const { t } = useTranslation();
  const lang = scriptOf(info);
  const { traditional, simplified } = counterpartsOf(info);
  const readings = distinctReadings(info);
  const unknown = <span className="muted">{t('wordCard.card.unknown')}</span>;
  const titleId = `card-${info.character}`;

  return (
    <div className="char-card__body">
      <header className="char-card__head">
        <p className="char-card__glyph kai" lang={lang} id={titleId} data-testid="card-character">
          {info.character}
        </p>
        <div className="char-card__intro">
          <p className="char-card__readings" aria-label={t('wordCard.card.readings')}>
            {readings.map((reading) => (
              <PinyinText key={reading.pinyinNumbered} reading={reading} />
            ))}
          </p>
          <ListenButton text={info.character} preferHuman />
        </div>
      </header>

      <div className="char-card__columns">
        <div className="char-card__facts-column">
          <dl className="char-card__facts">
            <Fact label={t('wordCard.card.radical')}>
              {info.radical ? (
                <span lang="zh-Hans" className="kai char-card__radical" data-testid="card-radical">
                  {info.radical}
                </span>
              ) : (
                unknown
              )}
            </Fact>
            <Fact label={t('wordCard.card.strokeCount')}>
              {info.strokeCount ? (
                <span data-testid="card-stroke-count" data-value={info.strokeCount}>
                  {t('wordCard.card.strokeCountValue', { count: info.strokeCount })}
                </span>
              ) : (
                unknown
              )}
            </Fact>
            <Fact label={t('wordCard.card.structure')}>
              {info.structure ? (
                <span data-testid="card-structure">{t(`wordCard.structure.${info.structure}`)}</span>
              ) : (
                unknown
              )}
            </Fact>
            {traditional.length > 0 && (
              <Fact label={t('wordCard.card.traditional')}>
                <CharacterLinks characters={traditional} lang="zh-Hant" />
              </Fact>
            )}
            {simplified.length > 0 && (
              <Fact label={t('wordCard.card.simplified')}>
                <CharacterLinks characters={simplified} lang="zh-Hans" />
              </Fact>
            )}
            <Fact label={t('wordCard.card.hsk')}>
              {info.hskLevel ? t('wordCard.card.hskValue', { level: info.hskLevel }) : unknown}
            </Fact>
            <Fact label={t('wordCard.card.frequency')}>
              {info.frequencyRank ? t('wordCard.card.frequencyValue', { rank: info.frequencyRank }) : unknown}
            </Fact>
          </dl>

          {info.components.length > 0 && (
            <section className="char-card__section" aria-labelledby={`${titleId}-components`}>
              <h3 id={`${titleId}-components`} className="char-card__heading">
                {t('wordCard.card.components')}
              </h3>
              <ul className="char-card__components">
                {info.components.map((component, index) => (
                  <li key={`${component.char}-${index}`}>
                    {isHanCharacter(component.char) ? (
                      <Link to={cardLink(component.char)} className="char-card__component kai" lang={lang}>
                        {component.char}
                      </Link>
                    ) : (
                      <span className="char-card__component kai">{component.char}</span>
                    )}
                    <span className="char-card__role" data-role={component.role}>
                      {t(`wordCard.role.${component.role}`)}
                    </span>
                    {component.definition && (
                      <span className="muted" lang="en">
                        {component.definition}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="char-card__section" aria-labelledby={`${titleId}-meanings`}>
            <h3 id={`${titleId}-meanings`} className="char-card__heading">
              {t('wordCard.card.meanings')}
            </h3>
            {readings.some((reading) => reading.definitions.length > 0) ? (
              <dl className="char-card__meanings">
                {readings.map((reading) => (
                  <div key={reading.pinyinNumbered}>
                    <dt>
                      <PinyinText reading={reading} />
                    </dt>
                    <dd lang="en">{reading.definitions.join('; ')}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="muted">{t('wordCard.card.noMeanings')}</p>
            )}
            <p className="char-card__source muted">{t('wordCard.card.meaningsSource')}</p>
          </section>

          {info.etymology && (
            <section className="char-card__section" aria-labelledby={`${titleId}-etymology`}>
              <h3 id={`${titleId}-etymology`} className="char-card__heading">
                {t('wordCard.card.etymology')}
              </h3>
              <p lang="en">{info.etymology}</p>
              <p className="char-card__source muted">{t('wordCard.card.etymologySource')}</p>
            </section>
          )}
        </div>

        <StrokePanel character={info.character} hasStrokes={info.hasStrokes} />
      </div>

      <section className="char-card__section char-card__words" aria-labelledby={`${titleId}-words`}>
        <h3 id={`${titleId}-words`} className="char-card__heading">
          {t('wordCard.card.words')}
        </h3>
        {info.words.length > 0 ? (
          <ul className="word-list">
            {info.words.map((word) => {
              // A traditional card lists its words in traditional script first.
              const [main, other] =
                lang === 'zh-Hant' ? [word.traditional, word.simplified] : [word.simplified, word.traditional];
              const otherLang = lang === 'zh-Hant' ? 'zh-Hans' : 'zh-Hant';
              return (
                <li key={word.id}>
                  <Link to={cardLink(main)} className="tile-link word-list__link" data-testid="card-word">
                    <span className="word-list__text" lang={lang}>
                      {main}
                      {other !== main && (
                        <span className="word-list__other" lang={otherLang}>
                          {' '}
                          {other}
                        </span>
                      )}
                    </span>
                    <PinyinText reading={word} />
                    <span className="word-list__gloss muted" lang="en">
                      {word.definitions[0] ?? ''}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('wordCard.card.noWords')}</p>
        )}
      </section>
    </div>
  );
}
