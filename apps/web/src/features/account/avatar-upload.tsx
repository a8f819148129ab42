import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '@hanyu/contracts/errors/catalogue';
import { GetFileToken } from '@hanyu/contracts/usercenter/account';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import { AVATAR_ACCEPT, isAcceptableAvatar } from './avatar-file.ts';

/** Sends the image bytes to the upload address with the one-use file token; the answer names the stored file. */
async function uploadAvatar(uploadUrl: string, fileToken: string, file: File): Promise<{ key: string; url: string }> {
  let body: { key?: unknown; url?: unknown; code?: unknown; message?: unknown };
  try {
    const response = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'Content-Type': file.type, 'X-File-Token': fileToken },
      body: file,
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw new ApiError('NetworkDisconnected', formatMessage('NetworkDisconnected'));
  }
  if (typeof body.key === 'string' && typeof body.url === 'string') return { key: body.key, url: body.url };
  throw new ApiError(
    typeof body.code === 'string' ? body.code : 'AvatarInvalid',
    typeof body.message === 'string' ? body.message : formatMessage('AvatarInvalid'),
  );
}

/**
 * The avatar picker: a jpg, jpeg or png of at most 5 MB, checked here, uploaded at once and previewed;
 * the stored file's key is saved with the rest of the profile.
 */
export function AvatarUpload({
  photo,
  name,
  onUploaded,
}: {
  photo: string;
  name: string;
  onUploaded: (key: string) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const inputId = useId();
  const [preview, setPreview] = useState(photo);
  const [status, setStatus] = useState<'idle' | 'uploading' | 'ready'>('idle');
  const [found, setFound] = useState<Problem | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptableAvatar(file)) {
      setFound(problem('AvatarInvalid'));
      return;
    }
    setFound(null);
    setStatus('uploading');
    try {
      const { fileToken, uploadUrl, maxBytes } = await callApi(GetFileToken, {});
      if (!isAcceptableAvatar(file, maxBytes)) throw new ApiError('AvatarInvalid', formatMessage('AvatarInvalid'));
      const uploaded = await uploadAvatar(uploadUrl, fileToken, file);
      setPreview(uploaded.url);
      onUploaded(uploaded.key);
      setStatus('ready');
    } catch (error) {
      setFound(toProblem(error));
      setStatus('idle');
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar photo={preview} name={name} size="large" />
      <div className="avatar-upload__controls">
        <input
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="visually-hidden"
          disabled={status === 'uploading'}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="button">
          {t('personal.changeAvatar')}
        </label>
        <p id={`${inputId}-hint`} className="field__hint">
          {t('personal.avatarHint')}
        </p>
        <p role="status" className="field__hint">
          {status === 'uploading' ? t('personal.uploading') : status === 'ready' ? t('personal.avatarReady') : ''}
        </p>
        {found && (
          <p className="field__problem" role="alert">
            {problemText(found)}
          </p>
        )}
      </div>
    </div>
  );
}
