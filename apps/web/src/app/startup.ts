import { FROM_OVERSEA_MARKER, StoredKey, UserArea } from '@hanyu/contracts/constants/limits';

/**
 * The from-overseas marker (spec section 1): an address hash carrying `from=oversea` sets the stored
 * area to domestic and replaces the location with /web. Returns true when it did.
 */
export interface MarkerWindow {
  location: Pick<Location, 'hash'>;
  history: Pick<History, 'replaceState'>;
  localStorage: Pick<Storage, 'setItem'>;
}

export function applyFromOverseaMarker(win: MarkerWindow): boolean {
  if (!win.location.hash.includes(FROM_OVERSEA_MARKER)) return false;
  win.localStorage.setItem(StoredKey.UserArea, UserArea.Domestic);
  win.history.replaceState(null, '', '/dist/web');
  return true;
}

export interface OverseasDecision {
  overseas: boolean;
  cameFromOverseasRedirect: boolean;
  storedArea: string | null;
  alreadyOnOverseasSite: boolean;
}

/** Overseas visitors go to the overseas site unless they came from there or chose the domestic site. */
export function shouldGoOverseas(decision: OverseasDecision): boolean {
  return (
    decision.overseas &&
    !decision.cameFromOverseasRedirect &&
    decision.storedArea !== UserArea.Domestic &&
    !decision.alreadyOnOverseasSite
  );
}
