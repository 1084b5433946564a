import { createStore, useStore } from '../lib/create-store';

/** Whether the full-screen side menu is open (spec 000 §4 "Side menu open/closed"). */
const sideMenuStore = createStore(false);

export function openSideMenu(): void {
  sideMenuStore.set(true);
}

export function closeSideMenu(): void {
  sideMenuStore.set(false);
}

export function isSideMenuOpen(): boolean {
  return sideMenuStore.get();
}

export function useSideMenuOpen(): boolean {
  return useStore(sideMenuStore);
}
