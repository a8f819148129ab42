import './learn.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { CatalogKind, GetStudyEntry, type StudyEntry } from '@hanyu/contracts/psc/study';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import { ListenButton } from '../../../shared/ui/listen-button.tsx';
import { tonesMarked } from '../../../shared/pinyin/pinyin-marks.ts';
import { ArticulationDiagram } from './articulation-diagram.tsx';
import { CalibrationPanel } from './calibration-panel.tsx';
import { useEvaluator } from './evaluator.ts';
import { EvaluationPlaceSwitch } from './evaluation-place-switch.tsx';
import { practiceSections } from './learn-items.ts';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { PracticePanel } from './practice-panel.tsx';
import { useStudyAction } from '../../../shared/api/study-action.ts';
import { useContent } from '../../../shared/api/use-content.ts';

const MODEL_BY_KIND = {
  [CatalogKind.Initial]: ModelCode.Consonant,
  [CatalogKind.Final]: ModelCode.MandarinLearn,
  [CatalogKind.Tone]: ModelCode.MandarinLearn,
  [CatalogKind.Contrast]: ModelCode.Contrast,
} as const;

/** The teaching text in the interface language first, the other one a click away. */
function Explanation({ entry }: { entry: StudyEntry }) {
  const { t, i18n } = useTranslation();
  const chineseFirst = i18n.language.startsWith('zh');
  const first = chineseFirst ? entry.describes : entry.describesEn;
  const second = chineseFirst ? entry.describesEn : entry.describes;
  const paragraphs = (text: string, lang: string) =>
    text.split(/\n+/).map((p, i) => (
      <p key={i} lang={lang}>
        {p}
      </p>
    ));
  const steps = chineseFirst ? entry.steps.zh : entry.steps.en;
  return (
    <div className="learn-explain">
      {paragraphs(first, chineseFirst ? 'zh-Hans' : 'en')}
      <details>
        <summary>{chineseFirst ? t('learn.entry.inEnglish') : t('learn.entry.inChinese')}</summary>
        {paragraphs(second, chineseFirst ? 'en' : 'zh-Hans')}
      </details>
      <h2 className="speech-section-title">{t('learn.entry.steps')}</h2>
      <ol className="learn-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {entry.cues && (
        <>
          <h2 className="speech-section-title">{t('learn.entry.cues')}</h2>
          <ul className="learn-steps">
            {(chineseFirst ? entry.cues.zh : entry.cues.en).map((cue) => (
              <li key={cue}>{cue}</li>
            ))}
          </ul>
        </>
      )}
      {entry.spelling && (
        <p className="learn-note">
          <strong>{t('learn.entry.spelling')}</strong> {chineseFirst ? entry.spelling.zh : entry.spelling.en}
        </p>
      )}
      <h2 className="speech-section-title">{t('learn.entry.mistakes')}</h2>
      <dl className="learn-mistakes">
        {entry.mistakes.map((mistake) => (
          <div key={mistake.zh}>
            <dt>{t(`learn.groups.${mistake.group}` as 'learn.groups.dialect')}</dt>
            <dd>{chineseFirst ? mistake.zh : mistake.en}</dd>
          </div>
        ))}
      </dl>
      {entry.rules.length > 0 && (
        <table className="learn-rules card-table">
          <thead>
            <tr>
              <th>{t('learn.entry.written')}</th>
              <th>{t('learn.entry.said')}</th>
              <th>{t('learn.entry.why')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.rules.map((rule) => (
              <tr key={rule.text}>
                <td data-label={t('learn.entry.written')}>
                  <span className="kai" lang="zh-Hans">
                    {rule.text}
                  </span>{' '}
                  <span lang="zh-Latn-pinyin">{tonesMarked(rule.pinyin)}</span>
                </td>
                <td data-label={t('learn.entry.said')} lang="zh-Latn-pinyin">
                  {tonesMarked(rule.spoken)}
                </td>
                <td data-label={t('learn.entry.why')}>{chineseFirst ? rule.explanationZh : rule.explanationEn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function EntryView({ entry, route }: { entry: StudyEntry } & ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const recorder = useRecorder();
  const evaluator = useEvaluator({ lessonKey: entry.key });
  useStudyAction(MODEL_BY_KIND[entry.kind]);
  const title = i18n.language.startsWith('zh') ? entry.title : entry.titleEn;
  const link = (key: string) => siblingHref(route, 'mandarinLearnDetail', { key }, search);
  return (
    <article className="learn-entry" data-kind={entry.kind} data-key={entry.key}>
      <header className="learn-entry__head">
        <div>
          <p className="learn-entry__key" lang="zh-Latn-pinyin">
            {entry.key.replace('|', ' – ')}
          </p>
          <h2 className="learn-entry__title">{title}</h2>
          {entry.chao && <p className="muted">{t('learn.entry.chao', { value: entry.chao })}</p>}
        </div>
        <div className="learn-entry__play" data-status="playLetter">
          <ListenButton pinyin={entry.readAs} />
          <span className="muted" lang="zh-Latn-pinyin">
            {tonesMarked(entry.readAs)}
          </span>
        </div>
      </header>
      <div className="learn-entry__body">
        <Explanation entry={entry} />
        {entry.articulation && <ArticulationDiagram articulation={entry.articulation} label={title} />}
      </div>
      <EvaluationPlaceSwitch evaluator={evaluator} />
      <CalibrationPanel recorder={recorder} evaluator={evaluator} />
      {practiceSections(entry).map((section) => (
        <PracticePanel
          key={`${entry.key}-${section.id}`}
          title={t(section.titleKey)}
          items={section.items}
          recorder={recorder}
          evaluator={evaluator}
          practiceLink={link}
        />
      ))}
      <nav className="learn-entry__chain" aria-label={t('learn.entry.chain')}>
        {entry.prev ? (
          <Link className="button" to={link(entry.prev)} rel="prev">
            ← {entry.prev.replace('|', ' – ')}
          </Link>
        ) : (
          <span />
        )}
        {entry.next && (
          <Link className="button button--primary" to={link(entry.next)} rel="next">
            {entry.next.replace('|', ' – ')} →
          </Link>
        )}
      </nav>
    </article>
  );
}

/** mandarinLearnDetail?key=b: one sound of the catalogue, taught and practised. */
export default function EntryPage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const key = search.get('key') ?? 'b';
  const { state, reload } = useContent(GetStudyEntry, { key });
  return (
    <ScreenFrame route={route}>
      <LoadState state={state} onRetry={reload}>
        {(entry) => <EntryView key={entry.key} entry={entry} route={route} />}
      </LoadState>
    </ScreenFrame>
  );
}
