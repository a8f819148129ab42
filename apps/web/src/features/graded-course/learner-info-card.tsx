import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PSC_PROVINCES } from '@hanyu/contracts/psc/signup';
import {
  FirstLanguage,
  GetUserCollectInfo,
  SaveUserCollectInfo,
  SchoolLevel,
  type LearnerInfo,
} from '@hanyu/contracts/mhk/graded';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';

/** A learner who chose "later" is not asked again in this tab. */
const LATER_KEY = 'minorityInfoLater';

type Draft = { region: string; firstLanguage: string; schoolLevel: string };

function InfoForm({
  initial,
  onSaved,
  onLater,
}: {
  initial: Draft;
  onSaved: (info: LearnerInfo) => void;
  onLater?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await callApi(SaveUserCollectInfo, draft as LearnerInfo));
    } catch (error) {
      // What was chosen stays in the form; the message names the field.
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };
  const select = (field: keyof Draft, label: string, options: Array<[string, string]>) => (
    <label className="graded-info__field">
      {label}
      <select value={draft[field]} onChange={(event) => set(field)(event.target.value)} required>
        <option value="">{t('graded.items.pick')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="graded-info__form" onSubmit={submit}>
      {select('region', t('graded.info.region'), Object.entries(PSC_PROVINCES))}
      {select(
        'firstLanguage',
        t('graded.info.firstLanguage'),
        Object.values(FirstLanguage).map((code) => [code, t(`graded.info.languages.${code}`)]),
      )}
      {select(
        'schoolLevel',
        t('graded.info.schoolLevel'),
        Object.values(SchoolLevel).map((code) => [code, t(`graded.info.levels.${code}`)]),
      )}
      <div className="graded-info__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('graded.info.save')}
        </button>
        {onLater && (
          <button type="button" className="button button--quiet" onClick={onLater}>
            {t('graded.info.later')}
          </button>
        )}
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}

/**
 * What the minority area asks a learner once (save user collect info): region, first language and
 * school level, so the course can speak to them; skippable for this visit, and editable after.
 */
export function LearnerInfoCard() {
  const { t } = useTranslation();
  const stored = useContent(GetUserCollectInfo, {});
  const [editing, setEditing] = useState(false);
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === '1');
  if (stored.state.status !== 'ready') return null;
  const info = stored.state.data.info;
  const saved = (next: LearnerInfo) => {
    stored.update(() => ({ info: next }));
    setEditing(false);
  };
  if (!info && later) return null;
  return (
    <section className="graded-info" aria-labelledby="graded-info-title" data-testid="graded-info">
      <h2 id="graded-info-title">{t('graded.info.title')}</h2>
      {info && !editing ? (
        <p>
          {PSC_PROVINCES[info.region as keyof typeof PSC_PROVINCES]} ·{' '}
          {t(`graded.info.languages.${info.firstLanguage}`)} · {t(`graded.info.levels.${info.schoolLevel}`)}{' '}
          <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
            {t('graded.info.edit')}
          </button>
        </p>
      ) : (
        <>
          <p className="muted">{t('graded.info.why')}</p>
          <InfoForm
            initial={info ?? { region: '', firstLanguage: '', schoolLevel: '' }}
            onSaved={saved}
            onLater={
              info
                ? () => setEditing(false)
                : () => {
                    sessionStorage.setItem(LATER_KEY, '1');
                    setLater(true);
                  }
            }
          />
        </>
      )}
    </section>
  );
}
