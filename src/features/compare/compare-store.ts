import { useEffect, useSyncExternalStore } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';
import { localStorageOrNull } from '../../lib/local-storage';
import { emitUiEvent } from '../../lib/ui-events';

/** Client intent only: the variant ids the visitor wants to compare, in the order added. */
export interface CompareState {
  ids: number[];
}

export const COMPARE_STORAGE_KEY = 'uyut:compare';
/** Spec §9: the compare badge is capped at 99. */
export const COMPARE_BADGE_MAX = 99;

export const compareStore = proxy<CompareState>({ ids: [] });

/** The toast after a card's 'Сравни' added an offer: which one, and a serial so adding it again shows the toast again. */
export interface CompareNotice {
  variantId: number | null;
  serial: number;
}

export const compareNotice = proxy<CompareNotice>({ variantId: null, serial: 0 });

/** Whether the list has been read from storage (in its own store, so the cards do not re-render when it flips). */
export const compareLoaded = proxy({ loaded: false });

let hydrated = false;
let stopPersisting: (() => void) | null = null;

function readStoredIds(store: Storage): number[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch (cause) {
    console.warn('The stored compare list is unreadable; starting empty.', cause);
    return [];
  }
}

function writeStoredIds(store: Storage, ids: readonly number[]): void {
  try {
    store.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch (cause) {
    console.warn('Could not save the compare list (storage full or disabled).', cause);
  }
}

/**
 * Loads the stored list (merged with anything added before) and starts persisting every change.
 * Runs once, after mount, so server HTML and the first client render agree (count 0).
 */
export function hydrateCompare(): void {
  const store = localStorageOrNull('the compare list');
  compareLoaded.loaded = true;
  if (hydrated || !store) return;
  hydrated = true;
  const merged = [...new Set([...readStoredIds(store), ...compareStore.ids])];
  /* Unchanged (the usual empty list) is left alone: a new array would re-render every card's compare button at once. */
  if (merged.length !== compareStore.ids.length) compareStore.ids = merged;
  stopPersisting = subscribe(compareStore, () => writeStoredIds(store, compareStore.ids));
  writeStoredIds(store, compareStore.ids);
}

/** Adds an offer to the list; spec §7 UI event comparison_add when it was not there. */
export function addToCompare(id: number): void {
  if (compareStore.ids.includes(id)) return;
  compareStore.ids.push(id);
  emitUiEvent({ name: 'comparison_add', params: { variantId: id } });
}

/** Removes an offer from the list; spec §7 UI event comparison_removed when it was there. */
export function removeFromCompare(id: number): void {
  const index = compareStore.ids.indexOf(id);
  if (index === -1) return;
  compareStore.ids.splice(index, 1);
  emitUiEvent({ name: 'comparison_removed', params: { variantId: id } });
}

/** A card's 'Сравни' (spec §4 compare toggle): adding shows the toast 'Продуктът е добавен към сравнението'. */
export function toggleCompare(id: number): void {
  if (compareStore.ids.includes(id)) {
    removeFromCompare(id);
    if (compareNotice.variantId === id) dismissCompareNotice();
    return;
  }
  addToCompare(id);
  compareNotice.variantId = id;
  compareNotice.serial += 1;
}

export function dismissCompareNotice(): void {
  compareNotice.variantId = null;
}

/** Makes a shared comparison the visitor's own list, replacing what was there (they chose to, on the shared page). */
export function replaceCompare(ids: readonly number[]): void {
  compareStore.ids = [...new Set(ids)];
}

/** Empties the list and forgets hydration and persistence (tests call it in beforeEach). */
export function resetCompare(): void {
  stopPersisting?.();
  stopPersisting = null;
  hydrated = false;
  compareLoaded.loaded = false;
  compareStore.ids = [];
  compareNotice.variantId = null;
  compareNotice.serial = 0;
}

const subscribeCompare = (onChange: () => void) => subscribe(compareStore, onChange);
/*
 * What the build rendered: hydration renders it, then React re-renders what the stored list changes. A part of the page
 * that hydrates after the list was read (a Suspense boundary) would otherwise render the list over server HTML without
 * it, and React leaves the server's attributes (aria-pressed) as they were.
 */
const nothingToCompare = snapshot(proxy<CompareState>({ ids: [] }));
const serverSnapshot = () => nothingToCompare;
/*
 * valtio keeps one snapshot per version of the store, so an unchanged store gives React the same object; an empty list
 * gives the build's own, so hydration finds nothing changed and re-renders nothing.
 */
const compareSnapshot = () => (compareStore.ids.length === 0 ? nothingToCompare : snapshot(compareStore));

/*
 * React's own store hook rather than valtio's useSnapshot: that one runs a layout effect, which React warns about
 * in every server render of the header and the cards. The count and a card's membership are read as plain values, so
 * a component re-renders only when its own value changes (not every card when one is added).
 */
function useCompareValue<T extends number | boolean>(read: () => T, server: () => T): T {
  useEffect(hydrateCompare, []);
  return useSyncExternalStore(subscribeCompare, read, server);
}

function useHydratedSnapshot() {
  useEffect(hydrateCompare, []);
  return useSyncExternalStore(subscribeCompare, compareSnapshot, serverSnapshot);
}

const compareCount = () => compareStore.ids.length;
const noneToCompare = () => 0;
const notInCompare = () => false;

export function useCompareCount(): number {
  return useCompareValue(compareCount, noneToCompare);
}

export function useIsInCompare(id: number): boolean {
  return useCompareValue(() => compareStore.ids.includes(id), notInCompare);
}

const subscribeLoaded = (onChange: () => void) => subscribe(compareLoaded, onChange);
const loadedSnapshot = () => compareLoaded.loaded;
const notLoaded = () => false;

/**
 * The visitor's own list in the order added, or null until it has been read from storage: the server HTML and the
 * first render in the browser cannot know it, and an empty list then would flash 'nothing to compare'.
 */
export function useCompareIds(): readonly number[] | null {
  const { ids } = useHydratedSnapshot();
  return useSyncExternalStore(subscribeLoaded, loadedSnapshot, notLoaded) ? ids : null;
}

const subscribeNotice = (onChange: () => void) => subscribe(compareNotice, onChange);
const noticeSnapshot = () => snapshot(compareNotice);

export function useCompareNotice(): CompareNotice {
  return useSyncExternalStore(subscribeNotice, noticeSnapshot, noticeSnapshot);
}

/** The header badge: '' for none, the count up to 99, then '99+' (spec §9 capped at 99). */
export function compareBadge(count: number): string {
  if (count <= 0) return '';
  return count > COMPARE_BADGE_MAX ? `${COMPARE_BADGE_MAX}+` : String(count);
}
