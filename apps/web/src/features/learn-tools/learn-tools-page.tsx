import './learn-tools.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { routeByName } from '../../shared/routes/route-table.ts';
import { hasMachineTranslation } from '../../shared/config/runtime-config.ts';
import { familyOf, hrefFor } from '../../shared/navigation/navigation.ts';
import { LEARN_TOOLS } from './learn-tools.ts';
import { ToolIcon } from './tool-icon.tsx';

/** Whether a tool asks a visitor of the web site to sign in first (the client is signed in already). */
function needsLogin(routeName: string, pathname: string): boolean {
  return familyOf(pathname) === 'web' && (routeByName(routeName)?.login ?? false);
}

/** The learning-tools hub (learnTool; client: tool): a dictionary search and a card for every tool. */
export default function LearnToolsPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScreenFrame route={route}>
      <div className="learn-tools">
        <p className="learn-tools__intro">{t('learnTools.intro')}</p>
        <section className="learn-tools__search" aria-labelledby="learn-tools-search">
          <h2 id="learn-tools-search">{t('learnTools.searchTitle')}</h2>
          <SearchBox large placeholder={t('learnTools.searchPlaceholder')} />
          <p className="muted">{t('learnTools.searchHint')}</p>
        </section>
        <section aria-labelledby="learn-tools-all">
          <h2 id="learn-tools-all">{t('learnTools.toolsTitle')}</h2>
          <ul className="tool-cards">
            {LEARN_TOOLS.map((tool) => (
              <li key={tool.screen}>
                <Link
                  to={hrefFor(tool.route, pathname)}
                  className="tile-link tool-card"
                  data-testid={`tool-${tool.screen}`}
                >
                  <ToolIcon screen={tool.screen} />
                  <span className="tool-card__name">{t(`learnTools.names.${tool.screen}`)}</span>
                  <span className="tool-card__desc">
                    {tool.screen === 'translation' && !hasMachineTranslation()
                      ? t('learnTools.tools.translationStudyOnly')
                      : t(`learnTools.tools.${tool.screen}`)}
                  </span>
                  {needsLogin(tool.route, pathname) && (
                    <span className="tool-card__login">{t('learnTools.needsLogin')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ScreenFrame>
  );
}
