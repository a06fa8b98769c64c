import { DashboardGrid } from '@portal/contract';

/** What the grid tells each card about its place: size, and whether it can be maximized. */
export type CardFrame = {
  maximized: boolean;
  canMaximize: boolean;
  isMobile: boolean;
  minHeight: number;
  onToggleMaximized: () => void;
};

/** A maximized card is taller: twice the default, and never below the spec's 504 for the tall cards. */
export function cardMinHeight({ maximized, isMobile }: { maximized: boolean; isMobile: boolean }): number {
  if (isMobile) return DashboardGrid.cardHeightMobile;
  if (!maximized) return DashboardGrid.cardHeightTabletUp;
  return Math.max(DashboardGrid.cardHeightTabletUp * 2, DashboardGrid.maximisedInvestmentsMinHeight);
}
