import './exam.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { StartPscExam } from '@hanyu/contracts/psc/exam';
import { PSC_PART_SECONDS, PSC_PARTS } from '@hanyu/contracts/psc/exam-paper';
import { PSC_PART_MAX_POINTS } from '@hanyu/contracts/psc/exam-score';
import { PSC_LEVEL_MIN_SCORE, PSC_LEVELS } from '@hanyu/contracts/psc/score-service';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useRecorder } from '../../shared/recorder/use-recorder.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { examHref } from './exam-links.ts';
import { resumeScreen } from './resume-place.ts';
import { gradeName } from './score-trend.tsx';

/** Loudest level (dBFS) a working microphone reaches when someone speaks into it. */
const SPEECH_HEARD_DBFS = -40;
const CHECK_SECONDS = 5;
/** What the candidate reads aloud for the check: reading material, the same in every interface language. */
const CHECK_SENTENCE = '我准备好了，现在开始普通话水平模拟测试。';

/** PscExamDescription: the four parts, their limits and points, how scoring works, the grades. */
export function DescriptionPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const paperId = search.get('paperId') ?? '';
  useStudyAction(ModelCode.PscExam);
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t('pscExam.description.lead')}</p>
      <table className="exam-table card-table">
        <caption>{t('pscExam.description.partsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pscExam.description.part')}</th>
            <th scope="col">{t('pscExam.description.minutes')}</th>
            <th scope="col">{t('pscExam.description.points')}</th>
            <th scope="col">{t('pscExam.description.rules')}</th>
          </tr>
        </thead>
        <tbody>
          {PSC_PARTS.map((part) => (
            <tr key={part}>
              <th scope="row">{t(`pscExam.parts.${part}.name`)}</th>
              <td data-label={t('pscExam.description.minutes')}>{PSC_PART_SECONDS[part] / 60}</td>
              <td data-label={t('pscExam.description.points')}>{PSC_PART_MAX_POINTS[part]}</td>
              <td data-label={t('pscExam.description.rules')}>{t(`pscExam.parts.${part}.scoring`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="speech-section-title">{t('pscExam.description.gradesTitle')}</h2>
      <ul className="exam-grades">
        {PSC_LEVELS.map((level) => (
          <li key={level}>
            <strong>{gradeName(t, level)}</strong>{' '}
            {t('pscExam.description.fromScore', { score: PSC_LEVEL_MIN_SCORE[level] })}
          </li>
        ))}
      </ul>
      <p className="learn-estimate">{t('pscExam.description.estimateNote')}</p>
      <p className="learn-note">{t('pscExam.description.resumeNote')}</p>
      {paperId ? (
        <Link className="button button--primary" to={examHref(route, 'PscExamStart', { paperId })}>
          {t('pscExam.description.continue')}
        </Link>
      ) : (
        <Link to={examHref(route, 'PscExamParent')}>{t('pscExam.part.toHub')}</Link>
      )}
    </ScreenFrame>
  );
}

type Check = { status: 'idle' } | { status: 'heard'; url: string } | { status: 'silent'; url: string };

/** PscExamStart: the microphone check (record, hear it back), then the start of the test. */
export function StartPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const paperId = search.get('paperId') ?? '';
  const recorder = useRecorder();
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [failure, setFailure] = useState<Problem | null>(null);
  const [starting, setStarting] = useState(false);
  useStudyAction(ModelCode.PscExam);

  useEffect(() => () => (check.status === 'idle' ? undefined : URL.revokeObjectURL(check.url)), [check]);

  const testMicrophone = async () => {
    let loudest = -Infinity;
    const recording = await recorder.start({
      maxSeconds: CHECK_SECONDS,
      onSamples: (samples) => {
        for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
      },
    });
    if (!recording) return;
    const url = URL.createObjectURL(
      new Blob([encodeWavPcm16(recording.samples, recording.sampleRate).slice()], { type: 'audio/wav' }),
    );
    const heard = 20 * Math.log10(Math.max(loudest, 1e-9)) > SPEECH_HEARD_DBFS;
    setCheck({ status: heard ? 'heard' : 'silent', url });
  };

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const attempt = await callApi(StartPscExam, { paperId }, { loading: '' });
      navigate(examHref(route, resumeScreen(attempt), { attemptId: attempt.attemptId }));
    } catch (error) {
      setFailure(toProblem(error));
      setStarting(false);
    }
  };

  const level = recorder.state.phase === 'recording' ? recorder.state.update.level.rmsDbfs : -90;
  return (
    <ScreenFrame route={route}>
      <ol className="exam-steps">
        <li>{t('pscExam.start.stepQuiet')}</li>
        <li>{t('pscExam.start.stepHeadset')}</li>
        <li>{t('pscExam.start.stepCheck', { count: CHECK_SECONDS })}</li>
      </ol>
      <section className="exam-section" aria-labelledby="exam-check-title">
        <h2 id="exam-check-title" className="speech-section-title">
          {t('pscExam.start.checkTitle')}
        </h2>
        <p className="kai exam-check__sentence" lang="zh-Hans">
          {CHECK_SENTENCE}
        </p>
        <meter
          className="exam-meter"
          min={-90}
          max={0}
          low={-50}
          high={-6}
          optimum={-20}
          value={level}
          aria-label={t('pscExam.start.level')}
        />
        <button
          type="button"
          className="button"
          disabled={recorder.state.phase === 'recording' || recorder.state.phase === 'starting'}
          onClick={() => void testMicrophone()}
        >
          {recorder.state.phase === 'recording' ? t('pscExam.start.listening') : t('pscExam.start.test')}
        </button>
        <div aria-live="polite">
          {check.status !== 'idle' && (
            <>
              <p className={check.status === 'heard' ? 'learn-note' : 'notice'} data-testid="exam-mic-result">
                {check.status === 'heard' ? t('pscExam.start.heard') : t('pscExam.start.silent')}
              </p>
              <audio controls src={check.url} aria-label={t('pscExam.start.playback')} />
            </>
          )}
          {recorder.state.phase === 'failed' && (
            <p className="notice" role="alert">
              {t('errors.MicrophoneUnavailable')}
            </p>
          )}
        </div>
      </section>
      <ProblemMessage problem={failure} />
      <button
        type="button"
        className="button button--primary"
        disabled={!paperId || starting || check.status === 'idle'}
        onClick={() => void start()}
      >
        {t('pscExam.start.begin')}
      </button>
      {check.status === 'idle' && <p className="muted">{t('pscExam.start.checkFirst')}</p>}
    </ScreenFrame>
  );
}
