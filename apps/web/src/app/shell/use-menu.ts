import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { routePages } from '../route-pages.ts';
import { itemTarget, menuFor, type MenuItem } from './menus.ts';

const registered = new Set(Object.keys(routePages).map((p) => p.toLowerCase()));

/** Whether a route-table path has a registered screen. */
export function isRouteBuilt(path: string): boolean {
  return registered.has(path.toLowerCase());
}

/** The signed-in user's menu (or the public one). */
export function useMenu(): MenuItem[] {
  const role = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.role ?? null) : null));
  return useMemo(() => menuFor(role, isRouteBuilt), [role]);
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
