import type { ExplorationKind } from '@app/contract/explorations';
import { paths } from '../../../config/paths';

/** The result page of an exploration (it shows the progress until the job is done). */
export function resultHref({ id, kind }: { id: number | string; kind: ExplorationKind }): string {
  return kind === 'forward'
    ? paths.exploreForward.getHref(String(id))
    : paths.exploreInverse.getHref(String(id));
}
