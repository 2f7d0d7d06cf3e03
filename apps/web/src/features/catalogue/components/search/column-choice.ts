import { useCallback, useState } from 'react';

/** Property columns are keyed `prop:<propertyId>`; the others by their column key. */
export const PROPERTY_COLUMN_PREFIX = 'prop:';

const STORAGE_PREFIX = 'catalogue-columns:';

function read(kind: string): string[] | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + kind);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null; // storage blocked or a broken value: the defaults
  }
}

function write(kind: string, keys: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + kind, JSON.stringify(keys));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}

/**
 * The columns a user chose for a list, remembered in this browser (localStorage) per list. `null` until
 * the user changes something: the page then shows its defaults, which may depend on loaded data.
 */
export function useColumnChoice(kind: string) {
  const [chosen, setChosen] = useState<string[] | null>(() => read(kind));
  const choose = useCallback(
    (keys: string[]) => {
      setChosen(keys);
      write(kind, keys);
    },
    [kind],
  );
  const reset = useCallback(() => {
    setChosen(null);
    try {
      window.localStorage.removeItem(STORAGE_PREFIX + kind);
    } catch {
      // nothing to forget
    }
  }, [kind]);
  return { chosen, choose, reset };
}
