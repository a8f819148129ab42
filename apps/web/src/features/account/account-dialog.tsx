import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginResult } from '@hanyu/contracts/usercenter/account';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { returnAddressIn } from '../../shared/navigation/return-address.ts';
import { sessionStore, useSession } from '../../shared/session/session-store.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { CodeLoginForm } from './code-login-form.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { signIn } from './session-actions.ts';
import { useTabs } from '../../shared/ui/use-tabs.ts';

const TABS = ['password', 'code', 'register'] as const;
type Tab = (typeof TABS)[number];

const WELCOME_TOAST_MS = 2_000;

export interface AccountDialogProps {
  /** Defaults to 登录 / 注册; the route guard asks 请登录后继续. */
  title?: string;
  /** Why the prompt appeared (the guarded screen). */
  intro?: string;
  /** A second way out at the bottom (暂不登录 for the route guard). */
  dismissLabel?: string;
  onClose: () => void;
}

/**
 * The login prompt (spec sections 2, 4, 6): a 420 px dialog not closed by an outside click, with password
 * login, code login and registration. Success puts the token and user info in session state and, when
 * the address names the screen that sent the learner here to log in, returns there.
 */
export function AccountDialog({ title, intro, dismissLabel, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const introId = useId();
  const [tab, setTab] = useState<Tab>('password');
  const { tabProps, panelProps } = useTabs(TABS, tab, setTab);
  const [account, setAccount] = useState('');
  const sessionExpired = useSession((state) => state.isNeedLogin);

  const signedIn = (kind: 'login' | 'register') => (result: LoginResult) => {
    signIn(result);
    // Back to the screen that sent the learner home to log in; a screen that asked in place stays. A
    // China-site account without a mainland mobile is asked for one at the step that needs it, not here.
    const back = returnAddressIn(search);
    if (back) navigate(back, { replace: true });
    showToast(
      t(kind === 'register' ? 'account.welcomeNew' : 'account.welcomeBack', { name: result.userInfo.nickName }),
      WELCOME_TOAST_MS,
    );
  };

  const formProps = { account, onAccountChange: setAccount };
  return (
    <ModalDialog
      open
      labelledBy={titleId}
      describedBy={intro ? introId : undefined}
      onCancel={onClose}
      className="account-dialog"
    >
      <div className="account-dialog__head">
        <h2 id={titleId} className="confirm-dialog__title">
          {title ?? t('account.title')}
        </h2>
        <button type="button" className="account-dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {intro && (
        <p id={introId} className="account-dialog__intro">
          {intro}
        </p>
      )}
      {sessionExpired && <p className="account-dialog__notice">{t('errors.SessionExpired')}</p>}
      <div className="tabs" role="tablist" aria-label={t('account.tabsLabel')}>
        {TABS.map((name) => (
          <button key={name} {...tabProps(name)} className="tabs__tab">
            {t(`account.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div {...panelProps} className="account-dialog__panel">
        {tab === 'password' && <PasswordLoginForm {...formProps} onSignedIn={signedIn('login')} />}
        {tab === 'code' && <CodeLoginForm {...formProps} onSignedIn={signedIn('login')} />}
        {tab === 'register' && <RegisterForm {...formProps} onSignedIn={signedIn('register')} />}
      </div>
      <div className="account-dialog__foot">
        <Link
          to={hrefFor('webFindPassword', pathname)}
          onClick={() => sessionStore.set({ isClickPopLogin: false, isNeedLogin: false })}
        >
          {t('account.forgotPassword')}
        </Link>
        {tab !== 'register' ? (
          <button type="button" className="link-button" onClick={() => setTab('register')}>
            {t('account.noAccount')}
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => setTab('password')}>
            {t('account.haveAccount')}
          </button>
        )}
        {dismissLabel && (
          <button type="button" className="button button--quiet" onClick={onClose}>
            {dismissLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
