import './users-panel.css';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RestoreUser,
  SearchUsers,
  SendPasswordReset,
  USER_SEARCH_PAGE_SIZE,
  USER_SEARCH_QUERY_MIN,
  type AdminUser,
} from '@hanyu/contracts/admin/users';
import { Site } from '@hanyu/contracts/constants/account';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';
import { pageCount, replaceUser, userActions } from './user-actions.ts';

/** One user found, with what the administrator may do to them. */
function UserRow({
  user,
  selfId,
  onSuspend,
  onRestore,
  onSendReset,
}: {
  user: AdminUser;
  selfId: string;
  onSuspend: () => void;
  onRestore: () => void;
  onSendReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = userActions(user, selfId);
  return (
    <tr data-testid="admin-user-row" data-suspended={user.suspended}>
      <td data-label={t('adminUsers.account')}>{user.account}</td>
      <td data-label={t('adminUsers.nickName')}>{user.nickName}</td>
      <td data-label={t('adminUsers.site')}>{user.site === Site.China ? t('nav.siteChina') : t('nav.siteOverseas')}</td>
      <td data-label={t('adminUsers.createdAt')}>{new Date(user.createdAt).toLocaleDateString(i18n.language)}</td>
      <td data-label={t('adminUsers.status')}>
        {user.suspended ? (
          <span className="admin-users__suspended">
            {t('adminUsers.statusSuspended', { reason: user.suspendedReason ?? '' })}
          </span>
        ) : (
          t('adminUsers.statusActive')
        )}
      </td>
      <td className="admin-users__actions">
        {actions.includes('suspend') && (
          <button type="button" className="button" onClick={onSuspend}>
            {t('adminUsers.suspend')}
          </button>
        )}
        {actions.includes('restore') && (
          <button type="button" className="button" onClick={onRestore}>
            {t('adminUsers.restore')}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onSendReset}>
          {t('adminUsers.sendReset')}
        </button>
      </td>
    </tr>
  );
}

/**
 * Users of the platform for a platform administrator: found by a part of their phone, e-mail or
 * nickname, suspended (with a reason and the administrator's password) or restored, and sent a
 * password-reset code of their own. What happened is said in a polite live region.
 */
export function UsersPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const selfId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<Problem | null>(null);
  const [search, setSearch] = useState<{ query: string; page: number } | null>(null);
  const { state, reload, update } = useContent(SearchUsers, search);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [said, setSaid] = useState('');
  const [actionProblem, setActionProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().length < USER_SEARCH_QUERY_MIN) {
      setTypedProblem({ id: 'adminUsers.queryTooShort', message: t('adminUsers.queryTooShort') });
      return;
    }
    setSaid('');
    const query = typed.trim();
    // The same search again asks the server again (someone may have changed since).
    if (search?.query === query && search.page === 1) reload();
    else setSearch({ query, page: 1 });
  };

  const changed = (user: AdminUser, message: string) => {
    update((data) => ({ ...data, list: replaceUser(data.list, user) }));
    setActionProblem(null);
    setSaid(message);
  };

  const act = async (run: () => Promise<void>) => {
    setSaid('');
    setActionProblem(null);
    try {
      await run();
    } catch (error) {
      setActionProblem(toProblem(error));
    }
  };

  const restore = (user: AdminUser) =>
    act(async () =>
      changed(
        await callApi(RestoreUser, { account: user.account }),
        t('adminUsers.restored', { account: user.account }),
      ),
    );
  const sendReset = (user: AdminUser) =>
    act(async () => {
      const { channel } = await callApi(SendPasswordReset, { account: user.account });
      setSaid(
        t(channel === 'email' ? 'adminUsers.resetSentEmail' : 'adminUsers.resetSentSms', { account: user.account }),
      );
    });

  return (
    <section className="admin-users" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminUsers.title')}</h2>
      <p className="muted">{t('adminUsers.intro')}</p>
      <form className="admin-users__search" onSubmit={submit} role="search" noValidate>
        <TextField
          label={t('adminUsers.query')}
          value={typed}
          maxLength={64}
          onChange={(value) => {
            setTyped(value);
            setTypedProblem(null);
          }}
          problem={typedProblem}
        />
        <button type="submit" className="button button--primary">
          {t('adminUsers.search')}
        </button>
      </form>
      <p className="admin-users__said" role="status" aria-live="polite">
        {said}
      </p>
      <ProblemMessage problem={actionProblem} />
      {search &&
        (state.status === 'loading' ? (
          <Loading />
        ) : state.status === 'failed' ? (
          <LoadFailed problem={state.problem} onRetry={reload} />
        ) : state.data.list.length === 0 ? (
          <p className="empty-state" data-testid="admin-users-empty">
            {t('adminUsers.empty')}
          </p>
        ) : (
          <>
            <p className="muted">{t('adminUsers.total', { count: state.data.total })}</p>
            <table className="admin-users__table">
              <thead>
                <tr>
                  <th scope="col">{t('adminUsers.account')}</th>
                  <th scope="col">{t('adminUsers.nickName')}</th>
                  <th scope="col">{t('adminUsers.site')}</th>
                  <th scope="col">{t('adminUsers.createdAt')}</th>
                  <th scope="col">{t('adminUsers.status')}</th>
                  <th scope="col">{t('adminUsers.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.list.map((user) => (
                  <UserRow
                    key={user.userId}
                    user={user}
                    selfId={selfId}
                    onSuspend={() => setSuspending(user)}
                    onRestore={() => void restore(user)}
                    onSendReset={() => void sendReset(user)}
                  />
                ))}
              </tbody>
            </table>
            {pageCount(state.data.total, USER_SEARCH_PAGE_SIZE) > 1 && (
              <nav className="pagination" aria-label={t('adminUsers.pages')}>
                <button
                  type="button"
                  className="button"
                  disabled={search.page <= 1}
                  onClick={() => setSearch({ ...search, page: search.page - 1 })}
                >
                  {t('adminUsers.previous')}
                </button>
                <span aria-current="page">
                  {t('adminUsers.pageOf', {
                    page: search.page,
                    pages: pageCount(state.data.total, USER_SEARCH_PAGE_SIZE),
                  })}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={search.page >= pageCount(state.data.total, USER_SEARCH_PAGE_SIZE)}
                  onClick={() => setSearch({ ...search, page: search.page + 1 })}
                >
                  {t('adminUsers.next')}
                </button>
              </nav>
            )}
          </>
        ))}
      {suspending && (
        <SuspendDialog
          user={suspending}
          onCancel={() => setSuspending(null)}
          onDone={(user) => {
            setSuspending(null);
            changed(user, t('adminUsers.suspended', { account: user.account }));
          }}
        />
      )}
    </section>
  );
}
