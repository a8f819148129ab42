import './league.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLeagueMembers, ListNews, NewsCategory } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useDayFormat } from '../../shared/managed-content/day-format.ts';
import { LeagueMemberCard } from '../../shared/managed-content/league-member-card.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { EmptyNote } from './empty-note.tsx';
import { NewsList } from './news-list.tsx';
import { newsListQuery } from './news-query.ts';

/** The day the league was founded: the one fact the specification gives about it. */
const FOUNDED_ON = '2019-10-24';
/** How many of the league's latest news items the page shows. */
const LATEST_NEWS = 3;

function Members() {
  const { t } = useTranslation();
  const members = useContent(ListLeagueMembers, {});
  const { state } = members;
  return (
    <section aria-labelledby="league-members" className="league__section" data-testid="league-members">
      <h2 id="league-members">{t('league.members.title')}</h2>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={members.reload} />}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyNote
            testId="league-members-empty"
            title={t('league.members.emptyTitle')}
            body={t('league.members.emptyBody')}
          />
        )}
      </div>
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="league__cards">
          {state.data.map((member) => (
            <li key={member.id}>
              <LeagueMemberCard member={member} level={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LatestNews({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const news = useContent(ListNews, { category: NewsCategory.League, page: 1 });
  const { state } = news;
  return (
    <section aria-labelledby="league-news" className="league__section" data-testid="league-news">
      <h2 id="league-news">{t('league.latest.title')}</h2>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={news.reload} />}
        {state.status === 'ready' && state.data.list.length === 0 && (
          <EmptyNote
            testId="league-news-empty"
            title={t('league.latest.emptyTitle')}
            body={t('league.news.emptyBody')}
          />
        )}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <NewsList items={state.data.list.slice(0, LATEST_NEWS)} pathname={pathname} level={3} />
      )}
      <p className="league__more">
        <Link to={hrefFor('webLeagueNewIndex', pathname, { query: newsListQuery(NewsCategory.League) })}>
          {t('league.latest.more')}
        </Link>
      </p>
    </section>
  );
}

/**
 * The partner-institution league: what it is (founded on 24 October 2019, as the specification says,
 * and nothing it does not say), its members and latest news as the administrators publish them, and
 * how an institution joins.
 */
export default function LeaguePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <section aria-labelledby="league-about" className="league__section league__intro prose">
          <h2 id="league-about">{t('league.about.title')}</h2>
          <p className="league__lead">{t('league.about.founded', { date: day(FOUNDED_ON) })}</p>
          <p>{t('league.about.members')}</p>
        </section>
        <Members />
        <LatestNews pathname={route.path} />
        <section aria-labelledby="league-join" className="league__section league__join prose">
          <h2 id="league-join">{t('league.join.title')}</h2>
          <p>{t('league.join.body')}</p>
        </section>
      </div>
    </ScreenFrame>
  );
}
