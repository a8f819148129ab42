import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListManagedContent, ManagedType } from '@hanyu/contracts/admin/content';
import { UploadVideo, VIDEO_FILE_FIELD, VIDEO_MAX_BYTES } from '@hanyu/contracts/admin/videos';
import { callApi, callApiWithLargeFile } from '../../shared/api/api-client.ts';
import { uploadPercent, type UploadProgress } from '../../shared/api/large-upload.ts';
import { problem as problemOf, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkVideoChoice, openingOf, sizeLabel } from './video-upload.ts';

type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; name: string; progress: UploadProgress | null }
  | { status: 'done'; name: string; size: number }
  | { status: 'failed'; problem: Problem };

/**
 * A revision's video: the file chosen is checked here (size, opening bytes), uploaded from its Blob with
 * its progress shown (read for the signature, then sent), and its key becomes the field's value; the
 * revision is saved with the rest of the form.
 */
export function VideoFileField({
  label,
  value,
  message,
  onChange,
  onProblem,
}: {
  label: string;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
  onProblem: (problem: Problem) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const checked = checkVideoChoice(file.size, await openingOf(file));
    if (checked.problem) {
      setState({ status: 'failed', problem: problemOf(checked.problem) });
      return;
    }
    setState({ status: 'sending', name: file.name, progress: null });
    try {
      // The server refuses a lapsed administrator session before it reads the file, and a browser sees
      // a refusal made while it is still sending as a broken connection: a small call first lets a
      // lapsed session ask for the password again, so the upload itself starts on a fresh session.
      await callApi(ListManagedContent, { type: ManagedType.Video, page: 1 });
      const stored = await callApiWithLargeFile(
        UploadVideo,
        {},
        { field: VIDEO_FILE_FIELD, filename: file.name, contentType: checked.format, blob: file },
        (progress) => setState({ status: 'sending', name: file.name, progress }),
      );
      setState({ status: 'done', name: file.name, size: stored.size });
      onChange(stored.file);
    } catch (error) {
      const found = toProblem(error);
      onProblem(found);
      setState({ status: 'failed', problem: found });
    }
  };

  return (
    <div className="field" data-field="file">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="video/mp4,video/webm"
        className="field__input"
        onChange={(event) => void choose(event)}
        disabled={state.status === 'sending'}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-problem` : ''}`}
        data-testid="video-file-input"
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('adminWorkspace.content.video.hint', { max: sizeLabel(VIDEO_MAX_BYTES) })}
      </p>
      <p role="status" className="muted" data-testid="video-upload-status">
        {state.status === 'sending' &&
          t(
            state.progress?.phase === 'sending'
              ? 'adminWorkspace.content.video.sending'
              : 'adminWorkspace.content.video.reading',
            { name: state.name, percent: state.progress ? uploadPercent(state.progress) : 0 },
          )}
        {state.status === 'done' &&
          t('adminWorkspace.content.video.done', { name: state.name, size: sizeLabel(state.size) })}
        {state.status !== 'sending' &&
          state.status !== 'done' &&
          (value ? t('adminWorkspace.content.video.current') : t('adminWorkspace.content.video.none'))}
      </p>
      {state.status === 'sending' && (
        <progress
          className="field__progress"
          max={100}
          value={state.progress ? uploadPercent(state.progress) : 0}
          aria-label={label}
          data-testid="video-upload-progress"
        />
      )}
      {state.status === 'failed' && <ProblemMessage problem={state.problem} />}
      {message && (
        <p id={`${id}-problem`} className="field__problem">
          {message}
        </p>
      )}
    </div>
  );
}
