import type { ImportItem } from '../write/import-runner.js';
import { parsePatentXml } from './patent-xml.js';
import type { XmlDocumentText, XmlSource } from './xml-bulk-source.js';

/**
 * The documents of XML sources (plain files or ZIP entries) as import items: each patent, then its
 * examples. A document that cannot be read is one failed item, named by its position, line and number;
 * the documents after it are read as usual.
 */

export interface XmlTally {
  documents: number;
  /** Documents that are no patent (sequence listings): skipped, not failed. */
  skipped: number;
  examples: number;
}

export async function* patentXmlItems(
  sources: AsyncIterable<XmlSource> | Iterable<XmlSource>,
  source: string | undefined,
  tally: XmlTally,
  onSource?: (current: XmlSource) => void,
): AsyncGenerator<ImportItem> {
  for await (const current of sources) {
    onSource?.(current);
    for await (const document of current.documents) {
      tally.documents++;
      let parsed;
      try {
        parsed = parsePatentXml(document.text, source);
      } catch (error) {
        yield { line: document.line, error: unreadable(document, (error as Error).message) };
        continue;
      }
      if (!parsed) {
        tally.skipped++;
        continue;
      }
      yield { line: document.line, record: parsed.patent };
      for (const example of parsed.examples) {
        tally.examples++;
        yield { line: document.line, record: example };
      }
    }
  }
}

/** The publication number as written in the raw text, to name a document the parser refused. */
function rawDocumentNumber(text: string): string | null {
  const match =
    /<doc-number>\s*([^<\s]+)\s*<\/doc-number>/.exec(text) ??
    /<B110>\s*(?:<DNUM>\s*<PDAT>)?\s*([^<\s]+)/.exec(text) ??
    /\bdoc-number="([^"]+)"/.exec(text);
  return match ? match[1]! : null;
}

function unreadable(document: XmlDocumentText, reason: string): string {
  const number = rawDocumentNumber(document.text);
  return (
    `文書 ${document.index}${number ? ` (${number})` : ''} を読めません / ` +
    `cannot read document ${document.index}${number ? ` (${number})` : ''}: ${reason}`
  );
}
