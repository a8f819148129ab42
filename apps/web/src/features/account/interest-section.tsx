import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UpdateUserInfo, type Profile } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { AUDIENCE_AREAS } from '../../shared/routes/route-table.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { GAP_LABELS, listText, profileGaps } from './account-rules.ts';
import { currentProfileUpdate } from './profile-update.ts';

/** "My interest": the areas a learner cares about, saved with the profile. */
export function InterestSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useSession((state) => state.language);
  const [chosen, setChosen] = useState<string[]>(profile.interests);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const update = currentProfileUpdate(profile);

  const toggle = (area: string, on: boolean) => {
    setSaved(false);
    setChosen((current) => (on ? [...current, area] : current.filter((item) => item !== area)));
  };

  const save = async () => {
    if (!update) return;
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await callApi(UpdateUserInfo, { ...update, interests: chosen }, { loading: '' }));
      setSaved(true);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="personal-section" aria-labelledby="interests-title">
      <h2 id="interests-title">{t('personal.interestsTitle')}</h2>
      <fieldset className="interest-list">
        <legend className="muted">{t('personal.interestsBody')}</legend>
        {AUDIENCE_AREAS.map((area) => (
          <label key={area} className="interest-chip" data-area={area}>
            <input
              type="checkbox"
              checked={chosen.includes(area)}
              onChange={(event) => toggle(area, event.target.checked)}
              disabled={!update}
            />
            <span>{t(`areas.${area}.name`)}</span>
          </label>
        ))}
      </fieldset>
      {update ? (
        <p className="personal-section__actions">
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={busy}>
            {t('personal.saveInterests')}
          </button>
          <span role="status" className="saved-note">
            {saved ? t('personal.saved') : ''}
          </span>
        </p>
      ) : (
        <p className="muted">
          {t('personal.interestsNeedProfile', {
            items: listText(
              profileGaps(profile).map((gap) => t(GAP_LABELS[gap])),
              language,
            ),
          })}{' '}
          <Link to={hrefFor('webPersonalEdit', pathname)}>{t('personal.completeNow')}</Link>
        </p>
      )}
      <ProblemMessage problem={problem} />
    </section>
  );
}
