import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { needsMobileBinding } from './account-rules.ts';
import { BindMobileSection } from './bind-mobile-section.tsx';
import { InterestSection } from './interest-section.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { MyAssignmentsSection } from './my-assignments-section.tsx';
import { MyClassesSection } from './my-classes-section.tsx';
import { ProfileCard } from './profile-card.tsx';
import { logout } from './session-actions.ts';
import { UpdatePasswordForm } from './update-password-form.tsx';
import { useProfile } from './use-profile.ts';
import { VoiceProfileCard } from './voice-profile-card.tsx';

/**
 * The personal centre: profile summary, my classes, my games, my voice profile, my interests, password
 * and logout.
 */
export default function PersonalCenterPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = route.path;
  const { state, reload, replace } = useProfile();
  const home = route.family === 'client' ? '/client' : '/web';

  const leave = async () => {
    await logout();
    navigate(home, { replace: true });
  };

  return (
    <ScreenFrame route={route}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={reload} />}
      {state.status === 'ready' && (
        <div className="personal">
          <ProfileCard profile={state.profile} onLogout={() => void leave()} />
          <div className="personal__sections">
            {needsMobileBinding(state.profile) && <BindMobileSection onBound={replace} />}
            <MyClassesSection />
            <MyAssignmentsSection />
            <section className="personal-section" aria-labelledby="games-title">
              <h2 id="games-title">{t('personal.gamesTitle')}</h2>
              <div className="empty-state">
                <p>{t('personal.gamesEmpty')}</p>
                <p className="empty-state__actions">
                  <Link className="button" to={hrefFor('webChildIndex', here)}>
                    {t('personal.gamesGoChild')}
                  </Link>
                  <Link className="button button--quiet" to={home}>
                    {t('personal.gamesGoAreas')}
                  </Link>
                </p>
              </div>
            </section>
            <VoiceProfileCard />
            <InterestSection profile={state.profile} onSaved={replace} />
            <UpdatePasswordForm />
          </div>
        </div>
      )}
    </ScreenFrame>
  );
}
