import './admin-workspace.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListInstitutions, SaveInstitution, type Institution } from '@hanyu/contracts/admin/institutions';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { AdminGate } from './admin-gate.tsx';
import { institutionProblems, type InstitutionDraft, type InstitutionField } from './institution-form.ts';
import { useAdminAccess } from './use-admin-access.ts';

const EMPTY: InstitutionDraft = { id: '', name: '', region: '' };
const worded = (message: string | undefined): Problem | null => (message ? { id: '', message } : null);

/** Creating an institution, or renaming one (its code stays). */
function InstitutionForm({ editing, onSaved }: { editing: Institution | null; onSaved: (saved: Institution) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<InstitutionDraft>(
    editing ? { id: editing.id, name: editing.name, region: editing.region } : EMPTY,
  );
  const [problems, setProblems] = useState<Partial<Record<InstitutionField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: InstitutionField) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const found = institutionProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    setBusy(true);
    try {
      onSaved(await callApi(SaveInstitution, draft));
      if (!editing) setDraft(EMPTY);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-import__form" onSubmit={(event) => void submit(event)} data-testid="institution-form">
      <h2>{editing ? t('adminInstitutions.renameTitle', { id: editing.id }) : t('adminInstitutions.createTitle')}</h2>
      {!editing && (
        <TextField
          label={t('adminInstitutions.code')}
          hint={t('adminInstitutions.codeHint')}
          value={draft.id}
          onChange={set('id')}
          problem={worded(problems.id)}
          autoComplete="off"
        />
      )}
      <TextField
        label={t('adminInstitutions.name')}
        value={draft.name}
        onChange={set('name')}
        problem={worded(problems.name)}
      />
      <TextField
        label={t('adminInstitutions.region')}
        value={draft.region}
        onChange={set('region')}
        problem={worded(problems.region)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('adminInstitutions.save')}
      </button>
      <ProblemMessage problem={problem} />
    </form>
  );
}

function Institutions({ route, noteProblem }: ScreenProps & { noteProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const list = useContent(ListInstitutions, searched ? { query: searched } : {});
  const [editing, setEditing] = useState<Institution | null>(null);
  const [note, setNote] = useState('');
  const saved = (institution: Institution) => {
    setNote(t('adminInstitutions.saved', { name: institution.name, id: institution.id }));
    setEditing(null);
    list.reload();
  };
  // The role taken away since the page opened: the server's RoleRequired closes the workspace.
  useEffect(() => {
    if (list.state.status === 'failed') noteProblem(list.state.problem);
  }, [list.state, noteProblem]);
  return (
    <div className="admin-ws">
      <p className="admin-ws__links">
        <Link to={hrefFor('webAdminWorkspace', route.path)}>{t('adminWorkspace.audit.backToUsers')}</Link>
      </p>
      <p className="admin-ws__intro">{t('adminInstitutions.intro')}</p>
      <InstitutionForm key={editing?.id ?? 'new'} editing={editing} onSaved={saved} />
      <p role="status" className="saved-note">
        {note}
      </p>
      <form
        className="admin-institutions__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(query.trim());
        }}
      >
        <TextField label={t('adminInstitutions.search')} value={query} onChange={setQuery} type="search" />
        <button type="submit" className="button">
          {t('adminInstitutions.searchSubmit')}
        </button>
      </form>
      <LoadState state={list.state} onRetry={list.reload}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="notice">{t(searched ? 'adminInstitutions.noMatch' : 'adminInstitutions.empty')}</p>
          ) : (
            <table className="audit-list__table" data-testid="institutions">
              <caption>{t('adminInstitutions.caption', { count: data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminInstitutions.code')}</th>
                  <th scope="col">{t('adminInstitutions.name')}</th>
                  <th scope="col">{t('adminInstitutions.region')}</th>
                  <th scope="col">{t('adminInstitutions.people')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('adminInstitutions.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((institution) => (
                  <tr key={institution.id}>
                    <td data-label={t('adminInstitutions.code')}>{institution.id}</td>
                    <td data-label={t('adminInstitutions.name')}>{institution.name}</td>
                    <td data-label={t('adminInstitutions.region')}>{institution.region}</td>
                    <td data-label={t('adminInstitutions.people')}>
                      {t('adminInstitutions.peopleCount', {
                        admins: institution.schoolAdmins,
                        teachers: institution.teachers,
                      })}
                    </td>
                    <td>
                      <button type="button" className="link-button" onClick={() => setEditing(institution)}>
                        {t('adminInstitutions.rename', { name: institution.name })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadState>
    </div>
  );
}

/**
 * Institutions, for platform administrators: created under a code (the one a school administrator's role
 * names), renamed, found by code or name, with how many school administrators and teachers each has.
 */
export default function InstitutionsPage({ route }: ScreenProps) {
  const { access, noteProblem } = useAdminAccess();
  return (
    <ScreenFrame route={route}>
      <AdminGate access={access} route={route}>
        <Institutions route={route} noteProblem={noteProblem} />
      </AdminGate>
    </ScreenFrame>
  );
}
