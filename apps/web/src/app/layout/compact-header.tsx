import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { AccountMenu, AreaNav, Brand, LanguageSwitch } from './header-parts.tsx';
import { NoticeBellSlot } from './notice-bell-slot.tsx';

const MENU_ID = 'site-menu';

/**
 * The header on a phone: the brand, the notices bell (signed in) and a menu button; the menu (search, areas, language, account)
 * opens below them as a disclosure. Escape closes it and gives focus back to the button; so does
 * choosing a link in it, and any change of address closes it.
 */
export function CompactHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open on one address only: a navigation (a link in the menu, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (!refocus) return;
    button.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const close = () => {
    setOpenOn(null);
    setRefocus(true);
  };

  return (
    <header
      className="site-header site-header--compact"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className="site-header__bar">
        <Brand />
        <NoticeBellSlot />
        <button
          ref={button}
          type="button"
          className="button menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
      </div>
      <div
        id={MENU_ID}
        className="site-menu"
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        <SearchBox />
        <AreaNav />
        <div className="site-menu__tools">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
