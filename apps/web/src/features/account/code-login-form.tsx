import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { CodeLogin } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';
import { AccountCodeFields, useAccountCodeForm } from './account-code-form.tsx';
import type { AccountFormProps } from './password-login-form.tsx';

/** Login with a code sent to the account's phone or e-mail (the slider comes before the code is sent). */
export function CodeLoginForm({ account, onAccountChange, onSignedIn }: AccountFormProps) {
  const { t } = useTranslation();
  const state = useAccountCodeForm(account, async (checkedAccount, code) =>
    onSignedIn(await callApi(CodeLogin, { account: checkedAccount, code })),
  );
  return (
    <form ref={state.form} className="account-form" noValidate onSubmit={state.onSubmit}>
      <AccountCodeFields
        state={state}
        purpose={CodePurpose.Login}
        account={account}
        onAccountChange={onAccountChange}
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={state.busy}>
        {state.busy ? t('account.signingIn') : t('account.login')}
      </button>
    </form>
  );
}
