import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Gender } from '@hanyu/contracts/constants/account';
import { Limits } from '@hanyu/contracts/constants/limits';
import { CheckNickName, UpdateUserInfo, type NamedItem, type Profile } from '@hanyu/contracts/usercenter/account';
import { birthdayField, nickNameField } from '@hanyu/contracts/usercenter/fields';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ProblemMessage, useProblemText } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { localDay, maskMobile } from './account-rules.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { useReferenceLists, type ReferenceLists } from './reference-lists.ts';
import { useProfile } from './use-profile.ts';

const SAVED_TOAST_MS = 2_000;

/** Edit the personal profile (spec sections 3 and 5). */
export default function PersonalEditPage({ route }: ScreenProps) {
  const { state, reload, replace } = useProfile();
  const lists = useReferenceLists();
  return (
    <ScreenFrame route={route}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={reload} />}
      {state.status === 'ready' && (
        <ProfileForm profile={state.profile} lists={lists} onSaved={replace} here={route.path} />
      )}
    </ScreenFrame>
  );
}

type Field = 'nickName' | 'tel' | 'gender' | 'birthday' | 'signature';
type NickNameCheck = 'idle' | 'checking' | 'available';

function ProfileForm({
  profile,
  lists,
  onSaved,
  here,
}: {
  profile: Profile;
  lists: ReferenceLists;
  onSaved: (profile: Profile) => void;
  here: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((state) => state.language);
  const form = useRef<HTMLFormElement>(null);
  const nickNameChecks = useRef(0);
  const [nickName, setNickName] = useState(profile.nickName);
  const [tel, setTel] = useState(profile.tel);
  const [gender, setGender] = useState<string>(profile.gender);
  const [birthday, setBirthday] = useState(profile.birthday);
  const [country, setCountry] = useState(profile.country);
  const [nativeLanguage, setNativeLanguage] = useState(profile.language);
  const [job, setJob] = useState(profile.job);
  const [signature, setSignature] = useState(profile.signature);
  const [userPhoto, setUserPhoto] = useState('');
  const [nickNameCheck, setNickNameCheck] = useState<NickNameCheck>('idle');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem | null>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const setProblem = (field: Field, found: Problem | null) =>
    setProblems((current) => ({ ...current, [field]: found }));

  /** Nickname uniqueness (spec section 5), asked when the field is left. */
  const checkNickName = async () => {
    const wanted = nickName.trim();
    nickNameChecks.current += 1;
    const attempt = nickNameChecks.current;
    const invalid = checkField(nickNameField, nickName, 'NicknameRequired');
    if (invalid || wanted === profile.nickName) {
      setProblem('nickName', invalid);
      setNickNameCheck('idle');
      return;
    }
    setNickNameCheck('checking');
    try {
      const { available } = await callApi(CheckNickName, { nickName: wanted });
      if (attempt !== nickNameChecks.current) return;
      setProblem('nickName', available ? null : problem('NicknameTaken'));
      setNickNameCheck(available ? 'available' : 'idle');
    } catch {
      // Checked again when the form is saved.
      if (attempt === nickNameChecks.current) setNickNameCheck('idle');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const telShape = UpdateUserInfo.payload.shape.tel;
    const found: Partial<Record<Field, Problem | null>> = {
      nickName: checkField(nickNameField, nickName, 'NicknameRequired') ?? problems.nickName ?? null,
      // Either a mainland mobile or another phone number; whichever branch fails, the message is the same.
      // Empty is fine where the account's own mobile number is the contact.
      tel: checkField(telShape, tel) || (!tel.trim() && !profile.mobile) ? problem('ContactRequired') : null,
      gender: gender ? null : { id: 'GenderRequired', message: t('personal.genderRequired') },
      birthday: checkField(birthdayField, birthday, 'BirthdayRequired'),
      signature: signature.trim().length > Limits.signatureMaxLength ? problem('SignatureTooLong') : null,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      const saved = await callApi(
        UpdateUserInfo,
        {
          nickName: nickName.trim(),
          tel: tel.trim(),
          gender: gender === Gender.Female ? Gender.Female : Gender.Male,
          birthday,
          country,
          language: nativeLanguage,
          job,
          signature: signature.trim(),
          education: profile.education,
          userPhoto,
          interests: profile.interests,
        },
        { loading: '' },
      );
      onSaved(saved);
      showToast(t('personal.saved'), SAVED_TOAST_MS);
      navigate(hrefFor('webPersonalCenter', here));
    } catch (error) {
      setFormProblem(toProblem(error));
      setBusy(false);
    }
  };

  const nameOf = (item: NamedItem) => item.names[language];
  return (
    <form ref={form} className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <AvatarUpload photo={profile.userPhoto} name={profile.nickName} onUploaded={setUserPhoto} />
      <TextField
        label={t('personal.nickName')}
        value={nickName}
        onChange={(value) => {
          setNickName(value);
          setNickNameCheck('idle');
          setProblem('nickName', null);
        }}
        onBlur={() => void checkNickName()}
        problem={problems.nickName}
        maxLength={20}
        autoComplete="nickname"
        required
        hint={
          nickNameCheck === 'checking'
            ? t('personal.nickNameChecking')
            : nickNameCheck === 'available'
              ? t('personal.nickNameAvailable')
              : undefined
        }
      />
      <TextField
        label={t('personal.tel')}
        type="tel"
        value={tel}
        onChange={(value) => {
          setTel(value);
          setProblem('tel', null);
        }}
        problem={problems.tel}
        autoComplete="tel"
        maxLength={20}
        required={!profile.mobile}
        hint={profile.mobile ? `${t('personal.telOptionalHint')} ${maskMobile(profile.mobile)}` : undefined}
      />
      <GenderField
        value={gender}
        onChange={(value) => {
          setGender(value);
          setProblem('gender', null);
        }}
        problem={problems.gender ?? null}
      />
      <TextField
        label={t('account.birthday')}
        type="date"
        min="1900-01-01"
        max={localDay(new Date())}
        value={birthday}
        onChange={(value) => {
          setBirthday(value);
          setProblem('birthday', null);
        }}
        problem={problems.birthday}
        required
      />
      <SelectField label={t('personal.country')} value={country} onChange={setCountry}>
        <ReferenceOptions items={lists.countries} current={country} nameOf={nameOf} />
      </SelectField>
      <SelectField label={t('personal.nativeLanguage')} value={nativeLanguage} onChange={setNativeLanguage}>
        <ReferenceOptions items={lists.languages} current={nativeLanguage} nameOf={nameOf} />
      </SelectField>
      <SelectField label={t('personal.job')} value={job} onChange={setJob}>
        <ReferenceOptions items={lists.jobs} current={job} nameOf={nameOf} />
      </SelectField>
      {lists.failed && <p className="muted">{t('personal.listsFailed')}</p>}
      <SignatureField value={signature} onChange={setSignature} problem={problems.signature ?? null} />
      <ProblemMessage problem={formProblem} />
      <p className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('personal.save')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => navigate(hrefFor('webPersonalCenter', here))}
        >
          {t('common.cancel')}
        </button>
      </p>
    </form>
  );
}

function GenderField({
  value,
  onChange,
  problem: found,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: Problem | null;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const id = useId();
  return (
    <fieldset className="field field--choice" aria-describedby={found ? `${id}-problem` : undefined}>
      <legend className="field__label">{t('personal.gender')}</legend>
      {[Gender.Male, Gender.Female].map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={`${id}-gender`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            aria-invalid={found ? true : undefined}
          />
          {t(option === Gender.Male ? 'personal.male' : 'personal.female')}
        </label>
      ))}
      {found && (
        <p id={`${id}-problem`} className="field__problem">
          {text(found)}
        </p>
      )}
    </fieldset>
  );
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The list's options, and the current value even before (or without) the list. */
function ReferenceOptions({
  items,
  current,
  nameOf,
}: {
  items: NamedItem[];
  current: string;
  nameOf: (item: NamedItem) => string;
}) {
  const { t } = useTranslation();
  const known = items.some((item) => item.code === current);
  return (
    <>
      <option value="">{t('personal.choose')}</option>
      {current && !known && <option value={current}>{current}</option>}
      {items.map((item) => (
        <option key={item.code} value={item.code}>
          {nameOf(item)}
        </option>
      ))}
    </>
  );
}

function SignatureField({
  value,
  onChange,
  problem: found,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: Problem | null;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('personal.signature')}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea"
        rows={2}
        maxLength={Limits.signatureMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count${found ? ` ${id}-problem` : ''}`}
        aria-invalid={found ? true : undefined}
      />
      <p id={`${id}-count`} className="field__hint field__count">
        {t('personal.signatureCount', { length: value.length, max: Limits.signatureMaxLength })}
      </p>
      {found && (
        <p id={`${id}-problem`} className="field__problem">
          {text(found)}
        </p>
      )}
    </div>
  );
}
