import { useEffect, useState } from 'react';
import { FEATURES, evaluateFeature, type FreelancerRole, type TenantFeatures } from '@mp/contracts';
import {
  loadTenantFeatures,
  useSession,
  useSessionControls,
  type ShellSessionUser,
} from '../session';
import { ChatSupport } from './ChatSupport';
import { IdleLogout } from './IdleLogout';
import { PaymentAlerts } from './PaymentAlerts';
import { idleTimings, shouldCheckPayments, shouldShowSurvey } from './rules';
import { surveySeenKey, SurveyPopup } from './SurveyPopup';

function seenOnThisBrowser(userId: string): boolean {
  try {
    return window.localStorage.getItem(surveySeenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Everything PromptsHost shows a signed-in user, each behind its switch and rule. */
export function SignedInPrompts({ user }: { user: ShellSessionUser }) {
  const { http } = useSession();
  const { tenantId, rememberForSwitching } = useSessionControls();
  const [features, setFeatures] = useState<TenantFeatures | null>(null);
  const [surveyDone, setSurveyDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadTenantFeatures(http).then((loaded) => !cancelled && setFeatures(loaded));
    return () => {
      cancelled = true;
    };
  }, [http]);

  const ctx = {
    tenantId,
    role: user.role,
    freelancerRole: (user.freelancerRole ?? null) as FreelancerRole | null,
  };
  const feature = (name: string) => evaluateFeature(features, name, ctx);
  const switchUsers = features !== null && feature(FEATURES.switchUsers).enabled;

  useEffect(() => {
    if (!switchUsers) return;
    void rememberForSwitching();
  }, [switchUsers, rememberForSwitching, user.id]);

  if (!features) return null;
  const checkPayments = shouldCheckPayments({
    role: user.role,
    paymentGateway: feature(FEATURES.paymentGateway).enabled,
    skipPayments: feature(FEATURES.skipPayments),
  });
  const showSurvey =
    !surveyDone &&
    shouldShowSurvey({
      role: user.role,
      isCustomerOrganisation: user.isCustomerOrganisation,
      hasSurveyRecord: user.surveySeen,
      seenThisBrowser: seenOnThisBrowser(user.id),
      feature: feature(FEATURES.surveyPopup),
    });
  const idle = feature(FEATURES.idleLogout);
  const timings = idle.enabled ? idleTimings(idle.value) : null;

  return (
    <>
      {checkPayments && <PaymentAlerts />}
      {showSurvey && <SurveyPopup userId={user.id} onDone={() => setSurveyDone(true)} />}
      {feature(FEATURES.chatSupport).enabled && <ChatSupport email={user.email} />}
      {timings && <IdleLogout timings={timings} />}
    </>
  );
}
