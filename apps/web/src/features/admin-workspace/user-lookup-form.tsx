import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { checkLookupAccount } from './role-rules.ts';

/** Problems of the account itself, said under its field; the unknown account is the lookup's answer. */
const FIELD_PROBLEMS: readonly string[] = ['AccountRequired', 'EmailFormat', 'MobileFormat', 'AccountPasswordRequired'];

/** The account a user signs in with (phone or e-mail), checked with the contract's field, then looked up. */
export function UserLookupForm({
  looking,
  problem,
  onLookUp,
}: {
  looking: boolean;
  /** The last lookup's refusal (an unknown account aside: the page says that). */
  problem: Problem | null;
  onLookUp: (account: string) => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [account, setAccount] = useState('');
  const [own, setOwn] = useState<Problem | null>(null);
  // The server's word on the account holds until the account is edited.
  const [answered, setAnswered] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLookupAccount(account);
    setOwn(checked.problem);
    setAnswered(true);
    if (checked.problem) focusFirstInvalid(form.current);
    else onLookUp(checked.account);
  };
  const answer = answered ? problem : null;
  const aboutField = answer !== null && FIELD_PROBLEMS.includes(answer.id);
  return (
    <form
      ref={form}
      className="admin-lookup"
      noValidate
      onSubmit={submit}
      role="search"
      aria-labelledby="admin-lookup-title"
    >
      <h2 id="admin-lookup-title">{t('adminWorkspace.users.lookupTitle')}</h2>
      <TextField
        label={t('adminWorkspace.users.account')}
        hint={t('adminWorkspace.users.accountHint')}
        value={account}
        onChange={(value) => {
          setAccount(value);
          setOwn(null);
          setAnswered(false);
        }}
        problem={own ?? (aboutField ? answer : null)}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        addon={
          <button
            type="submit"
            className="button button--primary field__addon"
            disabled={looking}
            aria-busy={looking || undefined}
          >
            {looking ? t('adminWorkspace.users.looking') : t('adminWorkspace.users.lookUp')}
          </button>
        }
      />
      <ProblemMessage problem={aboutField ? null : answer} />
    </form>
  );
}
