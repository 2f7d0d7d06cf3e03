import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabaseFromDemoSnapshot } from './demo-snapshot.js';

const silent = { info: () => undefined };

describe('first start from the demo snapshot of the build', () => {
  let dir: string;
  let snapshot: string;
  let file: string;
  const config = (overrides: object = {}) => ({
    database: { dialect: 'sqlite' as const, file },
    demoData: 'auto' as const,
    demoSnapshot: snapshot,
    ...overrides,
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'demo-snapshot-'));
    snapshot = path.join(dir, 'demo-catalogue.sqlite');
    file = path.join(dir, 'data', 'app.db');
    writeFileSync(snapshot, 'the prebuilt catalogue');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the snapshot into a data directory without a database', () => {
    expect(seedDatabaseFromDemoSnapshot(config(), silent)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('the prebuilt catalogue');
    expect(existsSync(`${file}.copying`)).toBe(false);
  });

  it('never touches an existing database', () => {
    seedDatabaseFromDemoSnapshot(config(), silent);
    writeFileSync(file, 'accounts and real data');
    expect(seedDatabaseFromDemoSnapshot(config(), silent)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('accounts and real data');
  });

  it('does nothing with DEMO_DATA=off, DEMO_SNAPSHOT=off, PostgreSQL or a build without a snapshot', () => {
    expect(seedDatabaseFromDemoSnapshot(config({ demoData: 'off' }), silent)).toBe(false);
    expect(seedDatabaseFromDemoSnapshot(config({ demoSnapshot: null }), silent)).toBe(false);
    expect(
      seedDatabaseFromDemoSnapshot(
        config({ database: { dialect: 'postgres', url: 'postgres://x/y' } }),
        silent,
      ),
    ).toBe(false);
    expect(seedDatabaseFromDemoSnapshot(config({ demoSnapshot: path.join(dir, 'missing') }), silent)).toBe(
      false,
    );
    expect(existsSync(file)).toBe(false);
  });
});
