import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rSetTasks, tasksOfSets } from '../bench/public-sets.js';

describe("the reference bench's real public sets from what the machine has installed", () => {
  const dir = mkdtempSync(join(tmpdir(), 'public-sets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const answer = {
    sets: [{ id: 'trees (R datasets)/Volume', inputNames: ['Girth', 'Height'], X: [[8.3, 70]], y: [10.3] }],
  };

  it('names each task by its dataset and target', () => {
    expect(tasksOfSets(JSON.stringify(answer))).toEqual([
      { ...answer.sets[0], dataset: 'trees', target: 'Volume' },
    ]);
  });

  it("runs the R script with the machine's Rscript and reads its sets", () => {
    // A stand-in for Rscript: answers --version, and prints the sets when given the script.
    const rscript = join(dir, 'Rscript');
    writeFileSync(
      rscript,
      `#!/bin/sh\n[ "$1" = --version ] && exit 0\ncase "$1" in *public_sets.R) echo '${JSON.stringify(answer)}';; *) exit 3;; esac\n`,
    );
    chmodSync(rscript, 0o755);
    const r = rSetTasks(rscript);
    expect(r.reason).toBe('');
    expect(r.tasks.map((t) => t.id)).toEqual(['trees (R datasets)/Volume']);
  });

  it('has no R sets, and says why, where R is not installed', () => {
    const r = rSetTasks(join(dir, 'no-such-rscript'));
    expect(r.tasks).toEqual([]);
    expect(r.reason).toMatch(/^R not found/);
  });
});
