// The parts of the site header, laid out in rows (header.tsx) or behind the phone menu (compact-header.tsx);
// the search field, which pages show too, is shared/ui/search-box.tsx.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { INTERFACE_LANGUAGES, StoredKey, type InterfaceLanguage } from '@hanyu/contracts/constants/limits';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { familyOf, hrefFor } from '../../shared/navigation/navigation.ts';
import { sessionStore, useSession } from '../../shared/session/session-store.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { loadAccountArea } from '../account-loader.ts';
import { AREA_INDEX, AUDIENCE_AREAS } from '../../shared/routes/route-table.ts';

/** The brand mark and short name, leading to the family's home. */
export function Brand() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Link to={familyOf(pathname) === 'client' ? '/client' : '/web'} className="brand" aria-label={t('app.name')}>
      <span className="brand__mark" aria-hidden="true">
        语
      </span>
      <span className="brand__name">{t('app.shortName')}</span>
    </Link>
  );
}

/** The audience areas of the family, in the site's order: the main navigation. */
export function AreaNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const family = familyOf(pathname);
  return (
    <nav className="area-nav" aria-label={t('nav.mainMenu')}>
      <ul>
        {AUDIENCE_AREAS.filter((area) => AREA_INDEX[area][family] ?? AREA_INDEX[area].web).map((area) => (
          <li key={area}>
            <Link
              to={hrefFor(AREA_INDEX[area][family] ?? AREA_INDEX[area].web ?? 'webHome', pathname)}
              data-area={area}
            >
              {t(`areas.${area}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Native names: a learner finds their language whatever the interface language is. */
const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  zh: '中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
};

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const next = event.target.value as InterfaceLanguage;
          localStorage.setItem(StoredKey.Language, next);
          sessionStore.set({ language: next });
          void changeLanguage(next);
        }}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Login / register for a visitor; for a learner, their photo, nickname and personal centre, and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSession((state) => state.userInfo.token);
  const user = useSession((state) => state.userInfo.userInfo);
  if (!token || !user) {
    return (
      <button
        type="button"
        className="button button--primary account-menu__login"
        onClick={() => sessionStore.set({ isClickPopLogin: true })}
      >
        {t('nav.loginRegister')}
      </button>
    );
  }
  const logout = async () => {
    const area = await loadAccountArea();
    await area.logout();
    navigate(familyOf(pathname) === 'client' ? '/client' : '/web');
  };
  return (
    <div className="account-menu">
      <Link className="account-menu__profile" to={hrefFor('webPersonalCenter', pathname)}>
        <Avatar photo={user.userPhoto} name={user.nickName} />
        <span className="account-menu__name">{user.nickName}</span>
        <span className="visually-hidden">{t('nav.personalCenter')}</span>
      </Link>
      <button type="button" className="button button--quiet" onClick={() => void logout()}>
        {t('nav.logout')}
      </button>
    </div>
  );
}
