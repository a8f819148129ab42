import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/api/problem.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { passwordHints } from './account-rules.ts';

/** The rules of a new password (spec section 5), each marked as it is met while the password is typed. */
export function PasswordHintList({ password }: { password: string }) {
  const { t } = useTranslation();
  const hints = passwordHints(password);
  const state = (met: boolean) => (
    <span className="visually-hidden">{met ? t('account.hints.met') : t('account.hints.notMet')}</span>
  );
  const kinds: [boolean, string][] = [
    [hints.upper, t('account.hints.upper')],
    [hints.lower, t('account.hints.lower')],
    [hints.digit, t('account.hints.digit')],
    [hints.underscore, t('account.hints.underscore')],
  ];
  return (
    <ul className="password-hints">
      <li data-met={hints.length}>
        {t('account.hints.length')}
        {state(hints.length)}
      </li>
      <li data-met={password !== '' && hints.characters}>
        {t('account.hints.characters')}
        {state(password !== '' && hints.characters)}
      </li>
      <li data-met={hints.enoughKinds}>
        {t('account.hints.kinds')}
        {state(hints.enoughKinds)}
        <span className="password-hints__kinds">
          {kinds.map(([met, name]) => (
            <span key={name} className="password-hints__kind" data-met={met}>
              {name}
              {state(met)}
            </span>
          ))}
        </span>
      </li>
    </ul>
  );
}

/** A new password with its live rule hints. */
export function NewPasswordField({
  label,
  value,
  onChange,
  problem,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | null;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={32}
      value={value}
      onChange={onChange}
      problem={problem}
      hint={<PasswordHintList password={value} />}
    />
  );
}

/** The new password typed again. */
export function ConfirmPasswordField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.confirmPassword')}
      type="password"
      autoComplete="new-password"
      maxLength={32}
      value={value}
      onChange={onChange}
      problem={problem}
    />
  );
}
