import './psc-signup.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMyPscSignups, ListPscSessions, type PscTestSession } from '@hanyu/contracts/psc/signup';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { MySignupsPanel } from './my-signups-panel.tsx';
import { SessionsPanel } from './sessions-panel.tsx';
import { SignupDialog } from './signup-dialog.tsx';
import { replaceSession } from './signup-rules.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { useTabs } from '../../shared/ui/use-tabs.ts';

type Tab = 'sessions' | 'mine';
const TABS: readonly Tab[] = ['sessions', 'mine'];

/** PscOnlineSignup (web only): PSC test sessions by province, the signup form, and my signups. */
export default function SignupPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('sessions');
  const { show, tabProps, panelProps } = useTabs(TABS, tab, setTab);
  const [provinceCode, setProvinceCode] = useState('');
  const [chosen, setChosen] = useState<PscTestSession | null>(null);
  const sessions = useContent(ListPscSessions, { pageSize: 200, ...(provinceCode ? { provinceCode } : {}) });
  const mine = useContent(ListMyPscSignups, {});

  return (
    <ScreenFrame route={route}>
      <p className="psc-signup__lead">{t('pscSignup.lead')}</p>
      <div className="tabs psc-signup__tabs" role="tablist" aria-label={t('pscSignup.tabs.label')}>
        {TABS.map((name) => (
          <button key={name} {...tabProps(name)} className="tabs__tab">
            {t(`pscSignup.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div {...panelProps} className="psc-signup__panel">
        {tab === 'sessions' ? (
          <SessionsPanel
            state={sessions.state}
            onRetry={sessions.reload}
            provinceCode={provinceCode}
            onProvince={setProvinceCode}
            onSignUp={setChosen}
            onShowMine={() => show('mine')}
          />
        ) : (
          <MySignupsPanel
            state={mine.state}
            onRetry={mine.reload}
            onBrowse={() => show('sessions')}
            onChanged={(signup) => {
              mine.update((data) => ({
                ...data,
                list: data.list.map((item) => (item.id === signup.id ? signup : item)),
              }));
              sessions.update((data) => ({ ...data, list: replaceSession(data.list, signup.session) }));
            }}
          />
        )}
      </div>
      {chosen && (
        <SignupDialog
          key={chosen.id}
          session={chosen}
          onClose={() => setChosen(null)}
          onStale={sessions.reload}
          onSignedUp={(signup) => {
            sessions.update((data) => ({ ...data, list: replaceSession(data.list, signup.session) }));
            mine.reload();
          }}
          onShowMine={() => {
            setChosen(null);
            show('mine');
          }}
        />
      )}
    </ScreenFrame>
  );
}
