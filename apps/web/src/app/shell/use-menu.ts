import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { routePages } from '../route-pages.ts';
import { itemTarget, loadStaffMenuSets, menuFor, needsStaffMenuSets, type MenuItem, type StaffMenuSets } from './menus.ts';

const registered = new Set(Object.keys(routePages).map((p) => p.toLowerCase()));

/** Whether a route-table path has a registered screen. */
export function isRouteBuilt(path: string): boolean {
  return registered.has(path.toLowerCase());
}

/** The signed-in user's menu (or the public one); a staff role's sets are fetched on first use. */
export function useMenu(): MenuItem[] {
  const role = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.role ?? null) : null));
  const needsStaff = needsStaffMenuSets(role);
  const [staff, setStaff] = useState<StaffMenuSets | undefined>(undefined);
  useEffect(() => {
    if (!needsStaff || staff) return;
    let live = true;
    void loadStaffMenuSets().then((sets) => { if (live) setStaff(sets); });
    return () => { live = false; };
  }, [needsStaff, staff]);
  // A staff role's menu shows whole once its sets are here, not a learner's part first that then reshuffles.
  return useMemo(() => (needsStaff && !staff ? [] : menuFor(role, isRouteBuilt, staff)), [role, staff, needsStaff]);
}

/** Whether an item (or one of its children) is the current page. */
export function useIsActive(): (entry: MenuItem) => boolean {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const check = (entry: MenuItem): boolean => {
    if (entry.children) return entry.children.some(check);
    const target = itemTarget(entry);
    if (!target || entry.href) return false;
    const t = target.toLowerCase();
    return here === t || here.startsWith(`${t}/`);
  };
  return check;
}
