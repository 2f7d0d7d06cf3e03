import type { ExampleInput } from '../../write/writer-records.js';
import type { ExampleLabel } from './example-labels.js';

/**
 * The examples of one patent, merged by label across its tables: Table 1 gives Example 3's composition,
 * Table 2 its properties, and both land on one record. An example is only listed when a table gave it at
 * least one value, so a label alone (a range, a heading without data) never creates one.
 */
export class ExampleCollector {
  private readonly examples = new Map<string, ExampleInput>();
  private readonly texts = new Map<string, string[]>();

  constructor(
    private readonly patentId: string,
    private readonly source: string,
  ) {}

  get(found: ExampleLabel): ExampleInput {
    let example = this.examples.get(found.label);
    if (!example) {
      example = {
        type: 'example',
        id: `${this.patentId}:${found.label.replace(/\s+/g, '_')}`,
        source: this.source,
        patentId: this.patentId,
        label: found.label,
        comparative: found.comparative,
        order: this.examples.size + 1,
        composition: [],
        conditions: [],
        properties: [],
      };
      this.examples.set(found.label, example);
    }
    return example;
  }

  /** A value printed as text ("good", "mirror surface", "10-20"): kept as written in the note. */
  addText(found: ExampleLabel, name: string, text: string): void {
    this.get(found);
    const lines = this.texts.get(found.label) ?? [];
    const line = `${name.replace(/([A-Za-z])- ([a-z])/g, '$1$2') || '—'}: ${text}`;
    if (!lines.includes(line)) lines.push(line);
    this.texts.set(found.label, lines);
  }

  /** Labels seen so far (with or without values). */
  get size(): number {
    return this.examples.size;
  }

  list(): ExampleInput[] {
    const result: ExampleInput[] = [];
    for (const example of this.examples.values()) {
      const lines = this.texts.get(example.label) ?? [];
      const values = example.composition.length + example.properties.length + example.conditions.length;
      if (values === 0 && lines.length === 0) continue;
      if (lines.length > 0) example.note = `表中の文字値: ${lines.join(' / ')}`;
      result.push({ ...example, order: result.length + 1 });
    }
    return result;
  }
}
