// Search history (spec §3, §5, §9): recent items (at most 10) and favourites (unlimited), newest
// first, in localStorage under `docs-search-history-v1`. Pure functions over an item list, plus a
// store that reads and writes through a storage adapter that never throws.
import { safeStorage } from '../adapters/storage.ts';
import { safeUrl } from '../adapters/safe-url.ts';
import { stripHighlight } from './highlight.ts';
import type { HistoryItem, SearchResult } from './types.ts';

export const HISTORY_STORAGE_KEY = 'docs-search-history-v1';
export const MAX_RECENT_ITEMS = 10;

/** The part of Storage the store uses. */
export interface HistoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isItem = (value: unknown): value is HistoryItem => {
  const item = value as HistoryItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.url === 'string' &&
    safeUrl(item.url) !== null &&
    typeof item.labelHtml === 'string' &&
    (item.subLabelHtml === null || typeof item.subLabelHtml === 'string') &&
    typeof item.isFavorite === 'boolean' &&
    typeof item.createdAt === 'number'
  );
};

/** Newest first. */
export function sortHistory(items: readonly HistoryItem[]): HistoryItem[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt);
}

/** Parses stored history; anything that cannot be parsed reads as empty. Invalid items are skipped. */
export function parseHistory(stored: string | null): HistoryItem[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    // The caps hold on read too: a stored list edited to hold more is cut like a written one.
    return Array.isArray(value) ? capRecent(value.filter(isItem)) : [];
  } catch {
    return [];
  }
}

/** Keeps every favourite and the newest {@link MAX_RECENT_ITEMS} recent items. */
function capRecent(items: readonly HistoryItem[]): HistoryItem[] {
  let recent = 0;
  return sortHistory(items).filter((item) => item.isFavorite || ++recent <= MAX_RECENT_ITEMS);
}

/** Adds an opened result (or refreshes it when its URL is already there, keeping it favourite). */
export function addToHistory(items: readonly HistoryItem[], result: SearchResult, now: number): HistoryItem[] {
  const existing = items.find((item) => item.url === result.url);
  const item: HistoryItem = {
    id: result.id,
    labelHtml: stripHighlight(result.labelHtml) || result.url,
    subLabelHtml: result.subLabelHtml === null ? null : stripHighlight(result.subLabelHtml),
    url: result.url,
    isFavorite: existing?.isFavorite ?? false,
    createdAt: now,
  };
  return capRecent([item, ...items.filter((other) => other.url !== result.url)]);
}

/** Marks an item favourite (or back to recent). */
export function setFavorite(items: readonly HistoryItem[], id: string, isFavorite: boolean): HistoryItem[] {
  return capRecent(items.map((item) => (item.id === id ? { ...item, isFavorite } : item)));
}

export function removeFromHistory(items: readonly HistoryItem[], id: string): HistoryItem[] {
  return items.filter((item) => item.id !== id);
}

/** localStorage through the safe adapter (never throws: private mode, disabled, blocked, prerender). */
export function browserStorage(): HistoryStorage | null {
  return safeStorage;
}

/** Reads and writes the history; write failures (storage full, disabled) are ignored. */
export class SearchHistoryStore {
  readonly #storage: HistoryStorage | null;
  #items: HistoryItem[];

  constructor(storage: HistoryStorage | null = browserStorage()) {
    this.#storage = storage;
    let stored: string | null;
    try {
      stored = storage?.getItem(HISTORY_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    this.#items = parseHistory(stored);
  }

  get items(): readonly HistoryItem[] {
    return this.#items;
  }
  get recent(): HistoryItem[] {
    return this.#items.filter((item) => !item.isFavorite);
  }
  get favorites(): HistoryItem[] {
    return this.#items.filter((item) => item.isFavorite);
  }

  add(result: SearchResult, now = Date.now()): void {
    this.#save(addToHistory(this.#items, result, now));
  }
  setFavorite(id: string, isFavorite: boolean): void {
    this.#save(setFavorite(this.#items, id, isFavorite));
  }
  remove(id: string): void {
    this.#save(removeFromHistory(this.#items, id));
  }

  #save(items: HistoryItem[]): void {
    this.#items = items;
    try {
      this.#storage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or disabled: the history still works for this page.
    }
  }
}
