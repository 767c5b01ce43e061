// One route: its guard, its header and its lazily loaded screen.
import { memo, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { capabilities } from '../../api/wire';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { FrameHeaderContext, HeaderTitleContext } from '../../kit/headerTitle';
import type { ScreenDef } from '../screens';
import { toast } from '../../kit/toast';
import { AppHeader } from './AppHeader';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ScreenPlaceholder } from '../screenPlaceholders';
import { onFirstShow } from '../../kit/onFirstShow';
import { SettingsPending } from '../../kit/settingsPending';

// Loaded when first shown: its picture (antd-mobile's ErrorBlock) would otherwise weigh on every first paint.
const NotOffered = onFirstShow(() => import('./NotOffered').then((m) => m.NotOffered));

const LOGIN_TOAST_REDIRECT_MS = 1_000;

/** The lottery room's rule: a visitor is told to log in and sent to the hall after a second. */
function LoginToastThenHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.fail(t('errors:loginRequired'));
    const timer = setTimeout(() => void navigate('/', { replace: true }), LOGIN_TOAST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, t]);
  return null;
}

/** `Screen` is the lazily loaded screen of `def`, made once per route by the router. */
export function ScreenFrame({ def, Screen }: { def: ScreenDef; Screen: ComponentType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const [dynamicTitle, setDynamicTitle] = useState<string | null>(null);
  const settingsPending = useContext(SettingsPending);

  // A screen whose calls this back end lacks is never loaded: no call, no failure, a plain notice and a way back.
  const offered = !def.needs || capabilities()[def.needs];
  if (offered && def.guard === 'member' && !loggedIn) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  const blocked = offered && def.guard === 'memberToast' && !loggedIn;
  return (
    <div className={`app-screen ${def.layout === 'main' ? 'app-screen-main' : ''}`}>
      {def.header && <AppHeader title={dynamicTitle ?? t(def.header.titleKey)} back={def.header.back} />}
      <HeaderTitleContext.Provider value={setDynamicTitle}>
        <FrameHeaderContext.Provider value={def.header !== null}>
          {offered ? <ScreenBody path={def.path} Screen={Screen} settingsPending={settingsPending} blocked={blocked} /> : <NotOffered />}
        </FrameHeaderContext.Provider>
      </HeaderTitleContext.Provider>
    </div>
  );
}

type ScreenBodyProps = { path: string; Screen: ComponentType; settingsPending: boolean; blocked: boolean };

/**
 * The screen itself, kept apart so that a new header title (a screen sets it once its data is in) redraws the header
 * only, not the whole screen below it a second time.
 */
const ScreenBody = memo(function ScreenBody({ path, Screen, settingsPending, blocked }: ScreenBodyProps) {
  const waiting = <ScreenPlaceholder path={path} />;
  return (
    <ChunkErrorBoundary>
      {settingsPending ? waiting : <Suspense fallback={waiting}>{blocked ? <LoginToastThenHome /> : <Screen />}</Suspense>}
    </ChunkErrorBoundary>
  );
});
