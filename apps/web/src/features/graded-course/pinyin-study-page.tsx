import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { CatalogKind, GetStudyCatalog } from '@hanyu/contracts/psc/study';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { siblingHref } from '../../shared/routes/sibling-route.ts';
import { gradedHref } from './graded-links.ts';

const KINDS = [CatalogKind.Initial, CatalogKind.Final, CatalogKind.Tone] as const;

function Sounds({ kind, route }: { kind: (typeof KINDS)[number] } & ScreenProps) {
  const { t, i18n } = useTranslation();
  const { state, reload } = useContent(GetStudyCatalog, { kind, pageSize: 100 });
  const chinese = i18n.language.startsWith('zh');
  return (
    <section className="graded-pinyin" aria-labelledby={`graded-pinyin-${kind}`}>
      <h2 id={`graded-pinyin-${kind}`}>{t(`learn.kinds.${kind}`)}</h2>
      <LoadState state={state} onRetry={reload}>
        {(page) => (
          <ul className="graded-pinyin__list" data-testid={`graded-pinyin-${kind}`}>
            {page.list.map((item) => (
              <li key={item.key} className="graded-pinyin__item">
                <Link
                  to={siblingHref(route, 'mandarinLearnDetail', { key: item.key, isMhk: 'true' })}
                  className="graded-pinyin__key"
                  lang="zh-Latn-pinyin"
                >
                  {item.key}
                </Link>
                <span className="muted">{chinese ? item.title : item.titleEn}</span>
                <ListenButton pinyin={item.readAs} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/**
 * learnGradedPinyinStudy: the basic rank (0001) before Beginner A: the initials, finals and tones of
 * pinyin, each heard here and learnt and practised with evaluation on its own page.
 */
export default function PinyinStudyPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.PinyinBasic);
  return (
    <ScreenFrame route={route}>
      <p className="graded-lead">{t('graded.pinyin.lead')}</p>
      {KINDS.map((kind) => (
        <Sounds key={kind} kind={kind} route={route} />
      ))}
      <Link className="button button--primary" to={gradedHref.course(route)}>
        {t('graded.pinyin.toCourse')}
      </Link>
    </ScreenFrame>
  );
}
