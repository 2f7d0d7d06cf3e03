import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the flows save the screenshots a developer looks at: E2E_SHOTS, else a folder in the temp dir. */
export const SHOTS_DIR = process.env.E2E_SHOTS ?? join(tmpdir(), 'e2e-shots');
