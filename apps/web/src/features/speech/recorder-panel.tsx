import { useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLIPPING_DBFS,
  HOT_ABOVE_DBFS,
  METER_FLOOR_DBFS,
  meterFraction,
  meterZone,
  QUIET_BELOW_DBFS,
} from '../../shared/recorder/level-meter.ts';
import { MAX_RECORDING_SECONDS, PAUSE_AUTO_STOP_SECONDS } from '../../shared/recorder/stop-rules.ts';
import type { RecorderState } from '../../shared/recorder/use-recorder.ts';
import { clock } from './result-text.ts';

export interface RecorderNotice {
  /** The spec's message, when there is one (microphone problems); `text` then says what to do. */
  title?: string;
  text: string;
  tone: 'info' | 'problem';
}

interface RecorderPanelProps {
  state: RecorderState;
  /** Recording or uploading is not possible now (an evaluation is running). */
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
  onFile: (file: File) => void;
  /** The last thing to say about recording: how it stopped, or why it could not start. */
  notice: RecorderNotice | null;
  /** The browser will ask for the microphone on the first recording: say so beforehand. */
  willAskPermission: boolean;
  fileName: string | null;
  recordButtonRef: Ref<HTMLButtonElement>;
}

/** The live meter: RMS as the bar, the held peak as a mark, zones for too quiet and too loud. */
function LevelMeter({ rmsDbfs, peakHoldDbfs, active }: { rmsDbfs: number; peakHoldDbfs: number; active: boolean }) {
  const { t } = useTranslation();
  const zone = meterZone(peakHoldDbfs);
  const value = Math.max(METER_FLOOR_DBFS, Math.round(rmsDbfs));
  const zoneText = active ? t(`speech.recorder.zones.${zone}`) : '';
  return (
    <div className="speech-meter" data-zone={active ? zone : 'idle'}>
      <span className="speech-meter__label" aria-hidden="true">
        {t('speech.recorder.level')}
      </span>
      <div
        className="speech-meter__track"
        role="meter"
        aria-label={t('speech.recorder.level')}
        aria-valuemin={METER_FLOOR_DBFS}
        aria-valuemax={0}
        aria-valuenow={value}
        aria-valuetext={active ? t('speech.recorder.levelValue', { zone: zoneText, db: value }) : undefined}
      >
        <span
          className="speech-meter__zone speech-meter__zone--quiet"
          style={{ width: `${meterFraction(QUIET_BELOW_DBFS) * 100}%` }}
        />
        <span
          className="speech-meter__zone speech-meter__zone--hot"
          style={{
            left: `${meterFraction(HOT_ABOVE_DBFS) * 100}%`,
            right: `${(1 - meterFraction(CLIPPING_DBFS)) * 100}%`,
          }}
        />
        <span className="speech-meter__bar" style={{ transform: `scaleX(${active ? meterFraction(rmsDbfs) : 0})` }} />
        {active && <span className="speech-meter__peak" style={{ left: `${meterFraction(peakHoldDbfs) * 100}%` }} />}
      </div>
      <span className="speech-meter__zone-text" aria-hidden="true">
        {zoneText}
      </span>
    </div>
  );
}

/** The big record/stop button, the meter, the clock, the rules and the upload alternative. */
export function RecorderPanel(props: RecorderPanelProps) {
  const { state, busy, onStart, onStop, onFile, notice, fileName, recordButtonRef, willAskPermission } = props;
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const recording = state.phase === 'recording';
  const working = state.phase === 'starting' || state.phase === 'stopping';
  const update = recording ? state.update : null;
  const elapsed = update?.progress.elapsedSeconds ?? 0;
  const remaining = update?.progress.remainingSeconds ?? MAX_RECORDING_SECONDS;

  let status = t('speech.recorder.ready');
  if (state.phase === 'starting') status = t('speech.recorder.starting');
  if (recording) status = t('speech.recorder.recording');
  if (state.phase === 'stopping') status = t('speech.recorder.finishing');

  return (
    <section className="speech-card speech-recorder" aria-labelledby={`${id}-title`} data-phase={state.phase}>
      <h2 id={`${id}-title`} className="speech-card__title">
        <span className="speech-card__step" aria-hidden="true">
          2
        </span>
        {t('speech.recorder.title')}
      </h2>
      <div className="speech-recorder__main">
        <button
          ref={recordButtonRef}
          type="button"
          className="speech-record-button"
          data-recording={recording}
          aria-describedby={`${id}-status ${id}-rules`}
          // Only aria-disabled while stopping and evaluating: a disabled button would drop the
          // keyboard's focus to the page just as the learner stops.
          aria-disabled={busy || working ? true : undefined}
          onClick={() => {
            if (busy || working) return;
            if (recording) onStop();
            else onStart();
          }}
        >
          <span className="speech-record-button__icon" aria-hidden="true" />
          <span className="speech-record-button__label">
            {recording ? t('speech.recorder.stop') : t('speech.recorder.start')}
          </span>
        </button>
        <div className="speech-recorder__live">
          <p id={`${id}-status`} className="speech-recorder__status">
            {working && <span className="spinner" aria-hidden="true" />}
            {recording && <span className="speech-recorder__dot" aria-hidden="true" />}
            {status}
          </p>
          <LevelMeter
            rmsDbfs={update?.level.rmsDbfs ?? METER_FLOOR_DBFS}
            peakHoldDbfs={recording ? state.peakHoldDbfs : METER_FLOOR_DBFS}
            active={recording}
          />
          <dl className="speech-recorder__clock">
            <div>
              <dt>{t('speech.recorder.elapsed')}</dt>
              <dd>
                <time dateTime={`PT${Math.floor(elapsed)}S`}>{clock(elapsed)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('speech.recorder.remaining')}</dt>
              <dd>
                <time dateTime={`PT${Math.ceil(remaining)}S`}>{clock(Math.ceil(remaining))}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p id={`${id}-rules`} className="speech-recorder__rules">
        {t('speech.recorder.rules', {
          pause: t('speech.recorder.rulesPause', { count: PAUSE_AUTO_STOP_SECONDS }),
          max: t('speech.recorder.rulesMax', { count: MAX_RECORDING_SECONDS / 60 }),
        })}
      </p>
      {willAskPermission && state.phase === 'idle' && !notice && (
        <p className="speech-recorder__rules">{t('speech.recorder.permissionPrompt')}</p>
      )}
      {notice && (
        <div
          className={`speech-recorder__notice speech-recorder__notice--${notice.tone}`}
          role={notice.tone === 'problem' ? 'alert' : undefined}
          data-testid="speech-recorder-notice"
        >
          {notice.title && <p className="speech-recorder__notice-title">{notice.title}</p>}
          <p>{notice.text}</p>
        </div>
      )}
      <div className="speech-recorder__upload">
        <span className="speech-recorder__or" aria-hidden="true">
          {t('speech.recorder.or')}
        </span>
        <input
          ref={fileInput}
          type="file"
          accept=".wav,audio/wav,audio/x-wav,audio/wave"
          hidden
          tabIndex={-1}
          data-testid="speech-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again evaluates it again.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <button
          type="button"
          className="button speech-recorder__upload-button"
          disabled={busy || recording || working}
          aria-describedby={`${id}-upload-hint`}
          onClick={() => fileInput.current?.click()}
        >
          {t('speech.recorder.upload')}
        </button>
        <span id={`${id}-upload-hint`} className="speech-recorder__upload-hint">
          {fileName ? t('speech.recorder.uploaded', { name: fileName }) : t('speech.recorder.uploadHint')}
        </span>
      </div>
    </section>
  );
}
