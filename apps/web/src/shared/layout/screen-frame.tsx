import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { InterfaceLanguage } from '@hanyu/contracts/constants/limits';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hrefFor } from '../navigation/navigation.ts';
import { AREA_INDEX, type RouteEntry } from '../routes/route-table.ts';
import { AreaLanguageContext } from '../i18n/area-language-context.ts';
import { LANGUAGE_TAGS } from '../i18n/language-tags.ts';

/**
 * The notice every frame shows under its title. The app provides it (the mobile-binding question, whose
 * dialog lives in the account feature, which the shared layer may not import); by default nothing.
 */
export const ScreenNotice = createContext<ComponentType>(() => null);

/**
 * Every screen's frame: breadcrumb, title, the app's notice (the mobile-binding question when this
 * screen's step needed it), and content, tinted by its area. On sound-learning and passage-reading screens the breadcrumb
 * parameter isMhk=true leads back to the minority (MHK) area. Inside the minority area's language scope
 * the frame carries the area language's `lang` and direction, and offers the choice of it.
 */
export function ScreenFrame({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const parentArea = search.get('isMhk') === 'true' ? 'minority' : route.area;
  const parentName = AREA_INDEX[parentArea][route.family] ?? AREA_INDEX[parentArea].web;
  const title = t(`screens.${route.screen}` as 'screens.webHome');
  const isAreaIndex = parentName === route.name;
  const Notice = useContext(ScreenNotice);
  const areaLanguage = useContext(AreaLanguageContext);
  return (
    <main
      id="main"
      className="screen"
      data-area={route.area}
      data-route={route.name}
      tabIndex={-1}
      lang={areaLanguage?.lang}
      dir={areaLanguage?.dir}
    >
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={route.family === 'client' ? '/client' : '/web'}>{t('nav.home')}</Link>
          </li>
          {parentName && !isAreaIndex && parentArea !== 'portal' && parentArea !== 'home' && (
            <li>
              <Link to={hrefFor(parentName, pathname)}>{t(`areas.${parentArea}.name`)}</Link>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {areaLanguage?.switcher}
      <h1 className="screen__title">{title}</h1>
      {areaLanguage?.lang ? (
        // The notice is the account's, not the area's: it speaks the site language, left to right.
        <I18nextProvider i18n={i18next}>
          <div lang={LANGUAGE_TAGS[i18next.language as InterfaceLanguage] ?? 'zh-Hans'} dir="ltr">
            <Notice />
          </div>
        </I18nextProvider>
      ) : (
        <Notice />
      )}
      {children}
    </main>
  );
}
