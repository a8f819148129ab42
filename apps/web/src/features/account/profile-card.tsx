import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Profile } from '@hanyu/contracts/usercenter/account';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { birthdayText, GAP_LABELS, listText, maskEmail, maskMobile } from './account-rules.ts';

/**
 * The summary at the top of the personal centre: photo, nickname, what the learner gave (how they sign
 * in, the contact phone, the birthday, a minor's guardian) and the ways to change it. A way of signing
 * in that is not linked says so; only what the learner can still fill in says 未填写.
 */
export function ProfileCard({ profile, onLogout }: { profile: Profile; onLogout: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useSession((state) => state.language);
  const rows: { key: string; label: string; value: string; dateTime?: string }[] = [
    { key: 'mobile', label: t('personal.signInMobile'), value: maskMobile(profile.mobile) || t('personal.notLinked') },
    { key: 'email', label: t('personal.signInEmail'), value: maskEmail(profile.email) || t('personal.notLinked') },
    {
      key: 'tel',
      label: t('personal.tel'),
      // Without a contact phone of its own, the sign-in mobile is the contact (section 5).
      value: profile.tel || maskMobile(profile.mobile) || t('personal.notSet'),
    },
    profile.birthday
      ? {
          key: 'birthday',
          label: t('account.birthday'),
          value: birthdayText(profile.birthday, language),
          dateTime: profile.birthday,
        }
      : { key: 'birthday', label: t('account.birthday'), value: t('personal.notSet') },
    ...(profile.guardianContact
      ? [{ key: 'guardian', label: t('personal.guardian'), value: profile.guardianContact }]
      : []),
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
          {rows.map((row) => (
            <div key={row.key} data-field={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
            </div>
          ))}
        </dl>
        {profile.missing.length > 0 && (
          <p className="profile-card__incomplete">
            {t('personal.incomplete', {
              items: listText(
                profile.missing.map((item) => t(GAP_LABELS[item])),
                language,
              ),
            })}{' '}
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
