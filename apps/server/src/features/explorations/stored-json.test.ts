import { describe, expect, it } from 'vitest';
import {
  readStoredReport,
  readStoredRequest,
  readStoredTraining,
  STORED_JSON_VERSION,
  storedJson,
} from './stored-json.js';

const report = {
  examplesInScope: 12,
  used: 10,
  dropped: 2,
  dropReasons: [{ reason: '目的変数の値がない', count: 2 }],
  targetCounts: { 'property:p:1': 10 },
  notes: [],
};

const forwardRequest = {
  kind: 'forward',
  name: '容量の予測',
  scope: { type: 'csv', fileName: 'examples.csv', bytes: 512 },
  includeComparative: true,
  inputs: ['csv:in:A'],
  targets: ['csv:out:B'],
  seed: 1,
  folds: 5,
  variables: {
    inputs: [{ key: 'csv:in:A', kind: 'csvInput', name: 'A', unit: null }],
    targets: [{ key: 'csv:out:B', kind: 'csvTarget', name: 'B', unit: 'mAh/g' }],
  },
};

describe('stored exploration JSON', () => {
  it('stamps the current version on write and drops it on read', () => {
    const text = storedJson(report);
    expect(JSON.parse(text)).toEqual({ ...report, version: STORED_JSON_VERSION });
    expect(readStoredReport(text)).toEqual(report);
  });

  it('reads rows written before versioning as version 1', () => {
    expect(readStoredReport(JSON.stringify(report))).toEqual(report);
    expect(readStoredRequest(JSON.stringify(forwardRequest))).toEqual(forwardRequest);
  });

  it('reads a version-1 training table (which also stored model labels) as the current shape, keyed by variable keys', () => {
    const training = {
      inputs: forwardRequest.variables.inputs,
      targets: forwardRequest.variables.targets,
      X: [[1], [2]],
      Y: [[3], [null]],
      rows: [{ exampleId: 7, patentId: 3, label: '実施例1' }],
      seed: 1,
    };
    const version1 = { ...training, version: 1, inputLabels: ['A'], targetLabels: ['B'] };
    expect(readStoredTraining(JSON.stringify(version1))).toEqual(training);
    expect(readStoredTraining(storedJson(training))).toEqual(training);
  });

  it('refuses a stored value of another shape or an unknown version instead of passing it on', () => {
    expect(STORED_JSON_VERSION).toBe(2);
    expect(() => readStoredReport(JSON.stringify({ ...report, used: '10' }))).toThrow(/data report/);
    expect(() => readStoredReport(JSON.stringify({ ...report, version: 3 }))).toThrow(/readable version/);
    expect(() => readStoredRequest(JSON.stringify({ ...forwardRequest, kind: 'sideways' }))).toThrow(
      /request/,
    );
    expect(() => readStoredRequest(JSON.stringify({ ...forwardRequest, folds: undefined }))).toThrow(
      /request/,
    );
  });
});
