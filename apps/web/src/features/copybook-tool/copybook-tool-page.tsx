import './copybook-tool.css';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COPYBOOK_GRIDS,
  CopybookCharacters,
  CopybookLimits,
  CreateCopybook,
  joinMissingCharacters,
  PAPER_SIZES,
  type CopybookCharacter,
  type CopybookFile,
} from '@hanyu/contracts/portal/copybook';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import {
  copybookPayload,
  DEFAULT_OPTIONS,
  fileSize,
  rowsChoices,
  tracingChoices,
  typedCharacters,
  withPaper,
  type CopybookOptions,
} from './copybook-options.ts';
import { CopybookPreview } from './copybook-preview.tsx';

/** Wait this long after the last keystroke before asking about the characters typed. */
const FACTS_DELAY_MS = 300;

/** What the server knows of the characters typed (reading, strokes), asked for as the learner types. */
function useCharacterFacts(text: string): CopybookCharacter[] {
  const [facts, setFacts] = useState<CopybookCharacter[]>([]);
  const characters = typedCharacters(text).characters.join('');
  useEffect(() => {
    const count = Array.from(characters).length;
    if (count === 0 || count > CopybookLimits.maxCharacters) {
      setFacts([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      callApi(CopybookCharacters, { characters }).then(
        ({ list }) => current && setFacts(list),
        () => current && setFacts([]),
      );
    }, FACTS_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [characters]);
  return facts;
}

type Generation =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; file: CopybookFile; options: string }
  | { status: 'failed'; problem: Problem; missing: string[] };

function Field({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled choice among values, each shown in the learner's words. */
function SelectField<Value extends string | number>({
  label,
  value,
  choices,
  describe,
  onChoose,
}: {
  label: string;
  value: Value;
  choices: readonly Value[];
  describe: (choice: Value) => string;
  onChoose: (choice: Value) => void;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => String(choice) === event.target.value);
          if (chosen !== undefined) onChoose(chosen);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {describe(choice)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * copyBookTool (portal, web and client): a printable PDF copybook from any characters, made on the
 * server (vector outlines, no font) and downloaded. The preview draws one character's block as it
 * will print, from the same stroke data.
 */
export default function CopybookToolPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const ids = {
    characters: useId(),
    hint: useId(),
    preview: useId(),
  };
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const [options, setOptions] = useState<CopybookOptions>(DEFAULT_OPTIONS);
  const [previewCharacter, setPreviewCharacter] = useState<string | null>(null);
  const [generation, setGeneration] = useState<Generation>({ status: 'idle' });
  const facts = useCharacterFacts(options.characters);

  const { characters } = typedCharacters(options.characters);
  const distinctFacts = [...new Map(facts.map((fact) => [fact.character, fact])).values()];
  const missing = distinctFacts.filter((fact) => fact.strokes === null).map((fact) => fact.character);
  const drawable = distinctFacts.filter((fact) => fact.strokes !== null);
  const previewed = drawable.find((fact) => fact.character === previewCharacter) ?? drawable[0] ?? null;
  const optionsKey = JSON.stringify(options);
  const set = <K extends keyof CopybookOptions>(key: K, value: CopybookOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (generation.status === 'busy') return;
    const invalid = checkField(CopybookCharacters.payload.shape.characters, options.characters);
    if (invalid) {
      setGeneration({ status: 'failed', problem: invalid, missing: [] });
      return;
    }
    setGeneration({ status: 'busy' });
    try {
      const file = await callApi(CreateCopybook, copybookPayload(options, new Date()));
      setGeneration({ status: 'done', file, options: optionsKey });
      requestAnimationFrame(() => downloadRef.current?.focus());
    } catch (error) {
      const returned = error instanceof ApiError ? (error.returnValue as { missing?: unknown } | null) : null;
      const missingNow = Array.isArray(returned?.missing) ? returned.missing.map(String) : [];
      setGeneration({ status: 'failed', problem: toProblem(error), missing: missingNow });
    }
  };

  const failure =
    generation.status === 'failed'
      ? generation.problem.id === 'CopybookStrokesMissing'
        ? t('errors.CopybookStrokesMissing', { characters: joinMissingCharacters(generation.missing) })
        : problemText(generation.problem)
      : '';
  const done = generation.status === 'done' && generation.options === optionsKey ? generation.file : null;

  return (
    <ScreenFrame route={route}>
      <div className="copybook-tool">
        <p className="copybook-tool__lead">{t('copyBook.lead')}</p>
        <div className="copybook-tool__layout">
          <form className="copybook-tool__form" noValidate onSubmit={(event) => void generate(event)}>
            <Field label={t('copyBook.characters.label')} htmlFor={ids.characters}>
              <textarea
                id={ids.characters}
                className="field__input field__textarea copybook-tool__characters kai"
                lang="zh"
                rows={3}
                maxLength={CopybookLimits.maxInputLength}
                value={options.characters}
                aria-describedby={ids.hint}
                onChange={(event) => set('characters', event.target.value)}
              />
              <p id={ids.hint} className="field__hint">
                {t('copyBook.characters.hint', { count: characters.length, max: CopybookLimits.maxCharacters })}
              </p>
            </Field>
            {distinctFacts.length > 0 && (
              <ul className="copybook-tool__chips" aria-label={t('copyBook.characters.list')}>
                {distinctFacts.map((fact) => (
                  <li key={fact.character}>
                    {fact.strokes === null ? (
                      <span className="copybook-tool__chip copybook-tool__chip--missing">
                        <span className="kai" lang="zh">
                          {fact.character}
                        </span>
                        <span>{t('copyBook.characters.noStrokes')}</span>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="copybook-tool__chip"
                        aria-pressed={previewed?.character === fact.character}
                        onClick={() => setPreviewCharacter(fact.character)}
                      >
                        <span className="kai" lang="zh">
                          {fact.character}
                        </span>
                        {fact.pinyin && <span lang="zh-Latn-pinyin">{fact.pinyin}</span>}
                        <span className="muted">{t('copyBook.characters.strokes', { count: fact.strokes })}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {missing.length > 0 && (
              <p className="copybook-tool__warning" role="alert">
                {t('errors.CopybookStrokesMissing', { characters: joinMissingCharacters(missing) })}
              </p>
            )}

            <fieldset className="field field--choice">
              <legend className="field__label">{t('copyBook.grid.legend')}</legend>
              {COPYBOOK_GRIDS.map((grid) => (
                <label key={grid} className="choice">
                  <input
                    type="radio"
                    name="grid"
                    value={grid}
                    checked={options.grid === grid}
                    onChange={() => set('grid', grid)}
                  />
                  <span>{t(`copyBook.grid.${grid}`)}</span>
                </label>
              ))}
            </fieldset>

            <div className="copybook-tool__row">
              <SelectField
                label={t('copyBook.copies.label')}
                value={options.tracingCopies}
                choices={tracingChoices()}
                describe={(count) => t('copyBook.copies.option', { count })}
                onChoose={(count) => set('tracingCopies', count)}
              />
              <SelectField
                label={t('copyBook.paper.label')}
                value={options.paper}
                choices={PAPER_SIZES}
                describe={(paper) => t(`copyBook.paper.${paper}`)}
                onChoose={(paper) => setOptions((current) => withPaper(current, paper))}
              />
              <SelectField
                label={t('copyBook.rows.label')}
                value={options.rowsPerPage}
                choices={rowsChoices(options.paper)}
                describe={(count) => t('copyBook.rows.option', { count })}
                onChoose={(count) => set('rowsPerPage', count)}
              />
            </div>

            <div className="copybook-tool__checks">
              <label className="field field--check">
                <input
                  type="checkbox"
                  checked={options.strokeOrder}
                  onChange={(event) => set('strokeOrder', event.target.checked)}
                />
                <span>{t('copyBook.strokeOrder')}</span>
              </label>
              <label className="field field--check">
                <input
                  type="checkbox"
                  checked={options.pinyin}
                  onChange={(event) => set('pinyin', event.target.checked)}
                />
                <span>{t('copyBook.pinyin')}</span>
              </label>
            </div>

            <div className="copybook-tool__actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={generation.status === 'busy' || missing.length > 0}
              >
                {t('copyBook.generate')}
              </button>
            </div>

            <div className="copybook-tool__outcome" aria-live="polite">
              {generation.status === 'busy' && (
                <div className="copybook-tool__progress" role="status">
                  <progress aria-label={t('copyBook.busy', { count: characters.length })} />
                  <span>{t('copyBook.busy', { count: characters.length })}</span>
                </div>
              )}
              {generation.status === 'failed' && (
                <p className="form-problem" role="alert">
                  {failure}
                </p>
              )}
              {done && (
                <div className="copybook-tool__result" data-testid="copybook-result">
                  <p>
                    {t('copyBook.result.ready', {
                      pages: t('copyBook.result.pages', { count: done.pages }),
                      characters: t('copyBook.result.characters', { count: done.characters }),
                      columns: t('copyBook.result.columns', { count: done.columns }),
                      cell: new Intl.NumberFormat(i18n.language).format(done.cellMillimetres),
                    })}
                  </p>
                  <div className="copybook-tool__actions">
                    <a
                      ref={downloadRef}
                      className="button button--primary"
                      href={done.url}
                      download={done.fileName}
                      data-testid="copybook-download"
                    >
                      {t('copyBook.result.download', { size: fileSize(done.size, i18n.language) })}
                    </a>
                    <a className="button" href={done.url} target="_blank" rel="noopener">
                      {t('copyBook.result.open')}
                    </a>
                  </div>
                </div>
              )}
            </div>
          </form>

          <section className="copybook-tool__preview" aria-labelledby={ids.preview}>
            <h2 id={ids.preview}>{t('copyBook.preview.title')}</h2>
            <CopybookPreview
              character={previewed?.character ?? null}
              pinyin={previewed?.pinyin ?? null}
              options={options}
            />
          </section>
        </div>
      </div>
    </ScreenFrame>
  );
}
