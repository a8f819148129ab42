import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PscSessionState, type PscProvinceCount, type PscTestSession } from '@hanyu/contracts/psc/signup';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { groupByProvince, instantText, sessionWhen } from './signup-rules.ts';
import type { Loaded } from '../../shared/api/use-content.ts';

export interface SessionList {
  total: number;
  list: PscTestSession[];
  provinces: PscProvinceCount[];
}

interface SessionsPanelProps {
  state: Loaded<SessionList>;
  onRetry: () => void;
  provinceCode: string;
  onProvince: (code: string) => void;
  onSignUp: (session: PscTestSession) => void;
  onShowMine: () => void;
}

/** The sessions still to come, by province, with a filter; each open one can be signed up for. */
export function SessionsPanel({ state, onRetry, provinceCode, onProvince, onSignUp, onShowMine }: SessionsPanelProps) {
  const { t } = useTranslation();
  const filterId = useId();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed problem={state.problem} onRetry={onRetry} />;
  const { total, list, provinces } = state.data;
  const allCount = provinces.reduce((sum, province) => sum + province.sessions, 0);
  const groups = groupByProvince(list, provinces);
  return (
    <>
      <div className="psc-signup__filter">
        <label htmlFor={filterId} className="field__label">
          {t('pscSignup.province')}
        </label>
        <select
          id={filterId}
          className="field__input"
          value={provinceCode}
          onChange={(event) => onProvince(event.target.value)}
        >
          <option value="">{t('pscSignup.allProvinces', { count: allCount })}</option>
          {provinces.map((province) => (
            <option key={province.code} value={province.code} lang="zh-Hans">
              {t('pscSignup.provinceOption', { name: province.name, count: province.sessions })}
            </option>
          ))}
        </select>
      </div>
      {groups.length === 0 ? (
        <div className="empty-state" role="status">
          <p>{t('pscSignup.empty')}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.code} className="psc-signup__province" aria-labelledby={`${filterId}-${group.code}`}>
            <h2 id={`${filterId}-${group.code}`} lang="zh-Hans">
              {group.name}
            </h2>
            <ul className="psc-signup__sessions">
              {group.sessions.map((session) => (
                <SessionCard key={session.id} session={session} onSignUp={onSignUp} onShowMine={onShowMine} />
              ))}
            </ul>
          </section>
        ))
      )}
      {total > list.length && (
        <p className="muted">{t('pscSignup.moreByProvince', { count: total, shown: list.length })}</p>
      )}
    </>
  );
}

function SessionCard({
  session,
  onSignUp,
  onShowMine,
}: {
  session: PscTestSession;
  onSignUp: (session: PscTestSession) => void;
  onShowMine: () => void;
}) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const tag = LANGUAGE_TAGS[language];
  const titleId = useId();
  const siteId = useId();
  const when = sessionWhen(session.startsAt, tag);
  return (
    <li className="psc-signup__session" data-state={session.state} data-testid="psc-session">
      <div className="psc-signup__session-main">
        <h3 id={titleId} className="psc-signup__when">
          {t('pscSignup.when', when)}
        </h3>
        <p id={siteId} className="psc-signup__site" lang="zh-Hans">
          {session.site.name}
        </p>
        <p className="muted" lang="zh-Hans">
          {session.site.address}
        </p>
      </div>
      <dl className="psc-signup__facts">
        <div>
          <dt>{t('pscSignup.seats')}</dt>
          <dd>{t('pscSignup.seatsLeft', { left: session.seatsLeft, capacity: session.capacity })}</dd>
        </div>
        <div>
          <dt>{t('pscSignup.deadline')}</dt>
          <dd>{instantText(session.deadline, tag)}</dd>
        </div>
      </dl>
      <div className="psc-signup__action">
        <span className="psc-signup__state" data-state={session.signedUp ? 'signedUp' : session.state}>
          {session.signedUp ? t('pscSignup.signedUp') : t(`pscSignup.state.${session.state}`)}
        </span>
        {session.signedUp ? (
          <button type="button" className="button button--quiet" onClick={onShowMine}>
            {t('pscSignup.viewSignup')}
          </button>
        ) : (
          session.state === PscSessionState.Open && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={`${titleId} ${siteId}`}
              onClick={() => onSignUp(session)}
            >
              {t('pscSignup.signUp')}
            </button>
          )
        )}
      </div>
    </li>
  );
}
