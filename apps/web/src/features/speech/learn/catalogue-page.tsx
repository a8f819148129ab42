import './learn.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { CatalogKind, GetStudyCatalog, type CatalogItem } from '@hanyu/contracts/psc/study';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { ListenButton } from '../../../shared/ui/listen-button.tsx';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { useStudyAction } from '../../../shared/api/study-action.ts';
import { useContent } from '../../../shared/api/use-content.ts';

/** What each catalogue screen lists (spec section 2: consonants, the sounds, the contrasts). */
const SCREEN_KINDS: Record<string, { kinds: CatalogKind[]; model: ModelCode }> = {
  mandarinLearnConsonant: { kinds: [CatalogKind.Initial], model: ModelCode.Consonant },
  mandarinLearn: { kinds: [CatalogKind.Final, CatalogKind.Tone], model: ModelCode.MandarinLearn },
  mandarinLearnContrast: { kinds: [CatalogKind.Contrast], model: ModelCode.Contrast },
};

/** Contrasts that Cantonese speakers find hardest (the Hong Kong/Macao/Taiwan area shows them first). */
export const CANTONESE_FOCUS = ['z|zh', 'c|ch', 's|sh', 'j|zh', 'q|ch', 'x|sh', 'n|l', 'i|ü', 'en|eng', 'in|ing'];

function CatalogueList({ kind, route }: { kind: CatalogKind } & ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const { state, reload } = useContent(GetStudyCatalog, { kind, pageSize: 100 });
  const chinese = i18n.language.startsWith('zh');
  const order = (items: CatalogItem[]) =>
    route.area === 'hkmt' && kind === CatalogKind.Contrast
      ? [...items].sort((a, b) => Number(!CANTONESE_FOCUS.includes(a.key)) - Number(!CANTONESE_FOCUS.includes(b.key)))
      : items;
  return (
    <section className="learn-catalogue" aria-labelledby={`catalogue-${kind}`}>
      <h2 id={`catalogue-${kind}`} className="speech-section-title">
        {t(`learn.kinds.${kind}`)}
      </h2>
      <LoadState state={state} onRetry={reload}>
        {(page) => (
          <ul className="learn-grid" data-kind={kind}>
            {order(page.list).map((item) => (
              <li
                key={item.key}
                className="learn-tile"
                data-focus={route.area === 'hkmt' && CANTONESE_FOCUS.includes(item.key)}
              >
                <Link
                  className="learn-tile__link"
                  to={siblingHref(route, 'mandarinLearnDetail', { key: item.key }, search)}
                  data-testid="learn-tile"
                >
                  <span className="learn-tile__key" lang="zh-Latn-pinyin">
                    {item.key.replace('|', ' – ')}
                  </span>
                  <span className="learn-tile__title">{chinese ? item.title : item.titleEn}</span>
                </Link>
                <ListenButton pinyin={item.readAs} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/** mandarinLearnConsonant, mandarinLearn and mandarinLearnContrast: the catalogue, sound by sound. */
export default function CataloguePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const spec = SCREEN_KINDS[route.screen] ?? SCREEN_KINDS.mandarinLearn;
  useStudyAction(spec?.model ?? ModelCode.MandarinLearn);
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t(`learn.lead.${route.screen}` as 'learn.lead.mandarinLearn')}</p>
      {spec?.kinds.map((kind) => (
        <CatalogueList key={kind} kind={kind} route={route} />
      ))}
    </ScreenFrame>
  );
}
