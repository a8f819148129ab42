import './convert-tool.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  characterCount,
  ConvertChinese,
  ConvertLimits,
  ConvertTarget,
  CONVERT_TARGETS,
  type ConvertResult,
} from '@hanyu/contracts/portal/convert';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { countCharacters, diffParts, reverseTarget, scriptTag, summariseChanges } from './convert-diff.ts';

/** Learning content, not interface text: a sentence with phrase-level differences in every standard. */
const EXAMPLE_TEXT = '我们用鼠标打开软件，在网络上搜索信息。后来她发现头发很干燥，就去理发店了。';

/** Changes listed under the result; the rest are counted. */
const LISTED_CHANGES = 60;
const TOAST_MS = 2500;

interface Conversion {
  source: string;
  result: ConvertResult;
}

function ResultText({ conversion }: { conversion: Conversion }) {
  const { t } = useTranslation();
  const parts = diffParts(conversion.result.pieces);
  return (
    <div className="convert-tool__text kai" lang={scriptTag(conversion.result.to)} data-testid="convert-result">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          part.text
        ) : (
          <mark
            key={index}
            className="convert-tool__change"
            title={t('convertTool.result.changeTitle', { from: part.from, to: part.to })}
          >
            {part.to}
          </mark>
        ),
      )}
    </div>
  );
}

function ChangeList({ conversion }: { conversion: Conversion }) {
  const { t } = useTranslation();
  const titleId = useId();
  const changes = summariseChanges(conversion.result.pieces);
  if (changes.length === 0) return null;
  const sourceTag = conversion.result.to === ConvertTarget.Simplified ? 'zh-Hant' : 'zh-Hans';
  const rest = changes.slice(LISTED_CHANGES).reduce((sum, change) => sum + change.count, 0);
  return (
    <section className="convert-tool__changes" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('convertTool.changes.title', { count: changes.length })}</h3>
      <ul data-testid="convert-changes">
        {changes.slice(0, LISTED_CHANGES).map((change) => (
          <li
            key={`${change.from}\u0000${change.to}`}
            aria-label={t('convertTool.changes.itemLabel', { from: change.from, to: change.to, count: change.count })}
          >
            <span className="kai" lang={sourceTag}>
              {change.from}
            </span>
            <span aria-hidden="true"> → </span>
            <span className="kai convert-tool__to" lang={scriptTag(conversion.result.to)}>
              {change.to}
            </span>
            <span className="convert-tool__times"> ×{change.count}</span>
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="muted">{t('convertTool.changes.more', { count: rest })}</p>}
    </section>
  );
}

/**
 * convertTool (portal, web and client): simplified ↔ traditional with the Taiwan and Hong Kong
 * standards and their vocabulary. The result marks every change; a list counts them; the result can
 * be copied, or converted back.
 */
export default function ConvertToolPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const countId = useId();
  const resultTitleId = useId();
  const resultRef = useRef<HTMLElement>(null);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<ConvertTarget>(ConvertTarget.Taiwan);
  const [lastTraditional, setLastTraditional] = useState<ConvertTarget>(ConvertTarget.Taiwan);
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const length = characterCount(text);
  const { han } = countCharacters(text);
  const tooLong = length > ConvertLimits.maxTextLength;

  const convert = async (source: string, to: ConvertTarget) => {
    const invalid = checkField(ConvertChinese.payload.shape.text, source);
    setProblem(invalid);
    if (invalid || busy) return;
    setBusy(true);
    try {
      const result = await callApi(ConvertChinese, { text: source, to });
      setConversion({ source, result });
      if (to !== ConvertTarget.Simplified) setLastTraditional(to);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void convert(text, target);
  };

  const copy = async () => {
    if (!conversion) return;
    try {
      await navigator.clipboard.writeText(conversion.result.text);
      showToast(t('convertTool.result.copied'), TOAST_MS);
    } catch {
      showToast(t('convertTool.result.copyFailed'), TOAST_MS);
    }
  };

  const convertBack = () => {
    if (!conversion) return;
    const back = reverseTarget(conversion.result.to, lastTraditional);
    setText(conversion.result.text);
    setTarget(back);
    void convert(conversion.result.text, back);
  };

  const resultCount = conversion ? countCharacters(conversion.result.text).characters : 0;
  return (
    <ScreenFrame route={route}>
      <div className="convert-tool">
        <p className="convert-tool__lead">{t('convertTool.lead')}</p>
        <form className="convert-tool__form" noValidate aria-busy={busy} onSubmit={submit}>
          <div className="field">
            <div className="convert-tool__label-row">
              <label className="field__label" htmlFor={inputId}>
                {t('convertTool.input.label')}
              </label>
              <button type="button" className="link-button" onClick={() => setText(EXAMPLE_TEXT)}>
                {t('convertTool.input.example')}
              </button>
            </div>
            <textarea
              id={inputId}
              className="field__input field__textarea convert-tool__input kai"
              lang="zh"
              rows={8}
              value={text}
              placeholder={t('convertTool.input.placeholder')}
              aria-describedby={countId}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={countId} className={`field__hint field__count${tooLong ? ' convert-tool__over' : ''}`}>
              {t('convertTool.input.count', { used: length, max: ConvertLimits.maxTextLength, han })}
            </p>
          </div>
          <fieldset className="field field--choice convert-tool__targets">
            <legend className="field__label">{t('convertTool.target.legend')}</legend>
            {CONVERT_TARGETS.map((value) => (
              <label key={value} className="choice convert-tool__target">
                <input
                  type="radio"
                  name="target"
                  value={value}
                  checked={target === value}
                  onChange={() => setTarget(value)}
                />
                <span>
                  <span className="convert-tool__target-name">{t(`convertTool.target.${value}`)}</span>
                  <span className="convert-tool__target-hint">{t(`convertTool.target.hint.${value}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <ProblemMessage problem={problem} />
          <div className="convert-tool__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? t('convertTool.busy') : t('convertTool.submit')}
            </button>
            {text !== '' && (
              <button type="button" className="button button--quiet" onClick={() => setText('')}>
                {t('convertTool.input.clear')}
              </button>
            )}
          </div>
        </form>

        <section
          ref={resultRef}
          className="convert-tool__result"
          aria-labelledby={resultTitleId}
          tabIndex={-1}
          hidden={!conversion}
        >
          <h2 id={resultTitleId}>{t('convertTool.result.title')}</h2>
          <p className="convert-tool__summary" role="status">
            {conversion &&
              (conversion.result.changes === 0
                ? t('convertTool.result.none')
                : t('convertTool.result.changes', {
                    count: conversion.result.changes,
                    characters: t('convertTool.result.characters', { count: resultCount }),
                  }))}
          </p>
          {conversion && (
            <>
              <ResultText conversion={conversion} />
              <p className="field__hint">{t('convertTool.result.hint')}</p>
              <div className="convert-tool__actions">
                <button type="button" className="button" onClick={() => void copy()}>
                  {t('convertTool.result.copy')}
                </button>
                <button type="button" className="button" onClick={convertBack} disabled={busy}>
                  {t('convertTool.result.back', {
                    target: t(`convertTool.target.${reverseTarget(conversion.result.to, lastTraditional)}`),
                  })}
                </button>
              </div>
              <ChangeList conversion={conversion} />
            </>
          )}
        </section>
      </div>
    </ScreenFrame>
  );
}
