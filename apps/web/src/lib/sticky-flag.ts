import { useState } from 'react';

/**
 * True from the first time `flag` is true. A lazily loaded overlay is mounted when first needed and then
 * stays mounted, so its closing animation can run.
 */
export function useStickyFlag(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
