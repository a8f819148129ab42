import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Profile } from '@hanyu/contracts/usercenter/account';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { maskEmail, maskMobile } from './account-rules.ts';

/** The summary at the top of the personal centre: photo, nickname, contacts and the ways to change them. */
export function ProfileCard({ profile, onLogout }: { profile: Profile; onLogout: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const contacts: [string, string][] = [
    [t('personal.mobile'), maskMobile(profile.mobile)],
    [t('personal.email'), maskEmail(profile.email)],
    [t('personal.tel'), profile.tel],
  ];
  return (
    <section className="profile-card" aria-labelledby="profile-card-name">
      <Avatar photo={profile.userPhoto} name={profile.nickName} size="large" />
      <div className="profile-card__body">
        <h2 id="profile-card-name" className="profile-card__name">
          {profile.nickName}
        </h2>
        <p className="profile-card__signature">{profile.signature || t('personal.noSignature')}</p>
        <dl className="profile-card__contacts">
          {contacts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || t('personal.notSet')}</dd>
            </div>
          ))}
        </dl>
        {profile.needsCompletion && (
          <p className="profile-card__incomplete">
            {t('personal.incomplete')}{' '}
            <Link to={hrefFor('webPersonalEdit', pathname)}>{t('personal.completeNow')}</Link>
          </p>
        )}
        <p className="profile-card__actions">
          <Link className="button button--primary" to={hrefFor('webPersonalEdit', pathname)}>
            {t('personal.editProfile')}
          </Link>
          <Link className="button" to={hrefFor('webPersonalResult', pathname)}>
            {t('personal.myResults')}
          </Link>
          <button type="button" className="button button--quiet" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </p>
      </div>
    </section>
  );
}
