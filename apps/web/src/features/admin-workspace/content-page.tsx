import './admin-workspace.css';
import './content-page.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MANAGED_TYPES } from '@hanyu/contracts/admin/content';
import type { Problem } from '../../shared/api/problem.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { useTabs } from '../../shared/ui/use-tabs.ts';
import { AdminGate } from './admin-gate.tsx';
import { ContentEntry } from './content-entry.tsx';
import { ContentList } from './content-list.tsx';
import { READINGS_TAB } from './content-query.ts';
import { ReadingsPanel } from './readings-panel.tsx';
import { useAdminAccess } from './use-admin-access.ts';
import { useContentWorkspace } from './use-content-workspace.ts';
import type { EntryNotice } from './use-entry-actions.ts';

/** The managed types' tabs, then the shared readings'. */
const CONTENT_TABS = [...MANAGED_TYPES, READINGS_TAB] as const;

function ContentManagement({ route, noteProblem }: ScreenProps & { noteProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const workspace = useContentWorkspace();
  const { query } = workspace;
  const [notice, setNotice] = useState<EntryNotice | null>(null);
  const tabs = useTabs(CONTENT_TABS, workspace.readingsOpen ? READINGS_TAB : query.type, (tab) => {
    setNotice(null);
    if (tab === READINGS_TAB) workspace.chooseReadings();
    else workspace.chooseType(tab);
  });
  return (
    <div className="admin-ws content-ws">
      <p className="admin-ws__links">
        <Link to={hrefFor('webAdminWorkspace', route.path)}>{t('adminWorkspace.audit.backToUsers')}</Link>
        <Link to={hrefFor('webAdminAudit', route.path)}>{t('adminWorkspace.users.auditLink')}</Link>
      </p>
      <p className="admin-ws__intro">{t('adminWorkspace.content.intro')}</p>
      <div className="tabs content-ws__tabs" role="tablist" aria-label={t('adminWorkspace.content.tabsLabel')}>
        {MANAGED_TYPES.map((type) => (
          <button key={type} className="tabs__tab" {...tabs.tabProps(type)}>
            {t(`adminWorkspace.content.types.${type}`)}
          </button>
        ))}
        <button className="tabs__tab" {...tabs.tabProps(READINGS_TAB)} data-testid="readings-tab">
          {t('adminWorkspace.readings.tab')}
        </button>
      </div>
      <div {...tabs.panelProps} className="content-ws__panel">
        {workspace.readingsOpen ? (
          <ReadingsPanel onProblem={noteProblem} />
        ) : query.entry === null ? (
          <ContentList workspace={workspace} />
        ) : (
          <ContentEntry
            key={query.entry === 'new' ? 'new' : 'opened'}
            type={query.type}
            entry={query.entry}
            onProblem={noteProblem}
            onBack={() => {
              setNotice(null);
              workspace.backToList();
            }}
            onCreated={workspace.openEntry}
            notice={notice}
            setNotice={setNotice}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Managed content: the news, the league's members and the cooperating schools, each entry edited as
 * revisions, previewed as learners will see it, published and unpublished. Platform administrators only.
 */
export default function ContentPage({ route }: ScreenProps) {
  const { access, noteProblem } = useAdminAccess();
  return (
    <ScreenFrame route={route}>
      <AdminGate access={access} route={route}>
        <ContentManagement route={route} noteProblem={noteProblem} />
      </AdminGate>
    </ScreenFrame>
  );
}
