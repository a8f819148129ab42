import type { RouteEntry } from '../routes/route-table.ts';

/** What the router gives every screen: the route of the table it was reached by. */
export interface ScreenProps {
  route: RouteEntry;
}
