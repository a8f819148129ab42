import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileBindingAsks } from '../../shared/session/mobile-binding.ts';
import { LazyBindMobileDialog } from '../account-loader.ts';

/**
 * The question of spec section 6 ("a mainland phone must be bound to continue"): why, then bind now or
 * later. It never blocks the screen; "later" is remembered. Fetched with its strings when first asked
 * (mobile-binding-notice.tsx).
 */
export function MobileBindingQuestion() {
  const { t } = useTranslation();
  const [binding, setBinding] = useState(false);
  const titleId = useId();
  return (
    <section className="bind-ask" aria-labelledby={titleId}>
      <h2 id={titleId} className="bind-ask__title">
        {t('mobileBinding.title')}
      </h2>
      <p className="bind-ask__why">{t('mobileBinding.why')}</p>
      <p className="notice__actions">
        <button type="button" className="button button--primary" onClick={() => setBinding(true)}>
          {t('mobileBinding.bind')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => mobileBindingAsks.answered(false)}>
          {t('mobileBinding.later')}
        </button>
      </p>
      {binding && (
        <Suspense fallback={null}>
          <LazyBindMobileDialog onBound={() => mobileBindingAsks.answered(true)} onClose={() => setBinding(false)} />
        </Suspense>
      )}
    </section>
  );
}
