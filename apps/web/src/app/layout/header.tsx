import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useMediaQuery } from '../../shared/ui/use-media-query.ts';
import { CompactHeader } from './compact-header.tsx';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { AccountMenu, AreaNav, Brand, LanguageSwitch } from './header-parts.tsx';
import { NoticeBellSlot } from './notice-bell-slot.tsx';

/** Up to 768 px (a tablet held upright) the header collapses into the phone menu; wider, its rows fit. */
const COMPACT_HEADER_QUERY = '(max-width: 48rem)';

/** The site header: brand, search, language, notices, account and the areas; on a phone, behind a menu. */
export function Header() {
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  if (compact) return <CompactHeader />;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Brand />
        <SearchBox />
        <div className="site-header__tools">
          <LanguageSwitch />
          <NoticeBellSlot />
          <AccountMenu />
        </div>
      </div>
      <AreaNav />
    </header>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links: [string, string][] = [
    ['webAbout', 'footer.about'],
    ['webPrivacy', 'footer.privacy'],
    ['webAppDownload', 'footer.appDownload'],
    ['webLeagueIndex', 'footer.league'],
    ['webCooperateSchoolDetail', 'footer.schools'],
    ['webCommonLanguageSiteIndex', 'footer.commonLanguage'],
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.copyright')}>
        <ul>
          {links.map(([name, key]) => (
            <li key={name}>
              <Link to={hrefFor(name, pathname)}>{t(key as 'footer.about')}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>© {t('footer.copyright')}</p>
    </footer>
  );
}
