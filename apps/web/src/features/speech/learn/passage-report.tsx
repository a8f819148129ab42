import { useTranslation } from 'react-i18next';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { Passage } from '@hanyu/contracts/psc/study';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { tonesMarked } from '../../../shared/pinyin/pinyin-marks.ts';
import { ScoreSummary } from '../result-panel.tsx';
import { isRefused } from '../result-text.ts';

type Look = 'correct' | 'missing' | 'wrong' | 'tone';

function lookOf(status: number): Look {
  if (status === SyllableStatus.Missing) return 'missing';
  if (status === SyllableStatus.Correct) return 'correct';
  if (status === SyllableStatus.ToneError) return 'tone';
  return 'wrong';
}

/**
 * The report of a passage reading: the scores, then the passage itself with every missed or wrong
 * syllable marked (what was expected and what went wrong in its title), and the sounds to practise.
 */
export function PassageReport({ passage, result }: { passage: Passage; result: EvaluationResult }) {
  const { t } = useTranslation();
  if (isRefused(result) || !result.scores) return null;
  const counts = { missing: 0, wrong: 0, tone: 0 };
  const pieces: React.ReactNode[] = [];
  let at = 0;
  result.syllables.forEach((syllable, i) => {
    const place = passage.syllables[i];
    if (!place) return;
    if (place.offset > at) pieces.push(passage.text.slice(at, place.offset));
    const look = lookOf(syllable.status);
    if (look !== 'correct') counts[look] += 1;
    const note =
      look === 'correct' ? undefined : t(`learn.report.marks.${look}`, { pinyin: tonesMarked(place.pinyin) });
    pieces.push(
      <span key={i} className="learn-report__syllable" data-look={look} title={note}>
        {place.hanzi}
        {note && <span className="visually-hidden"> ({note})</span>}
      </span>,
    );
    at = place.offset + place.hanzi.length;
  });
  if (at < passage.text.length) pieces.push(passage.text.slice(at));
  const { problems } = result;
  return (
    <div className="learn-report" data-testid="learn-passage-report">
      <ScoreSummary scores={result.scores} />
      <p className="learn-report__counts">
        {t('learn.report.counts', { missing: counts.missing, wrong: counts.wrong, tone: counts.tone })}
      </p>
      <ul className="learn-report__legend" aria-label={t('learn.report.legend')}>
        {(['missing', 'wrong', 'tone'] as const).map((look) => (
          <li key={look} data-look={look}>
            {t(`learn.report.legendItems.${look}`)}
          </li>
        ))}
      </ul>
      <div className="learn-report__text kai" lang="zh-Hans">
        {pieces}
      </div>
      {(problems.initials.length > 0 || problems.finals.length > 0 || problems.tones.length > 0) && (
        <dl className="learn-report__problems">
          {problems.initials.length > 0 && (
            <div>
              <dt>{t('learn.report.initials')}</dt>
              <dd lang="zh-Latn-pinyin">{problems.initials.map((p) => `${p.item} ×${p.count}`).join('、')}</dd>
            </div>
          )}
          {problems.finals.length > 0 && (
            <div>
              <dt>{t('learn.report.finals')}</dt>
              <dd lang="zh-Latn-pinyin">{problems.finals.map((p) => `${p.item} ×${p.count}`).join('、')}</dd>
            </div>
          )}
          {problems.tones.length > 0 && (
            <div>
              <dt>{t('learn.report.tones')}</dt>
              <dd>
                {problems.tones.map((p) => t('learn.report.toneCount', { tone: p.item, times: p.count })).join('、')}
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
