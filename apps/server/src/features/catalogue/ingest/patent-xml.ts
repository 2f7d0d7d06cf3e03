import { epoDocument } from './epo-xml.js';
import { usptoDocument, type UsptoDocument } from './uspto-xml.js';
import { parseXml } from './xml-dom.js';

/**
 * One patent XML document, whichever office published it: the root element picks the reader.
 * USPTO: us-patent-grant / us-patent-application (v4.x), patent-application-publication (v1.x), PATDOC;
 * EPO: ep-patent-document.
 * Null for the documents a weekly file carries besides patents: the sequence listings (`sequence-cwu`)
 * of biotech patents come as documents of their own, right after their patent.
 */
export function parsePatentXml(text: string, source?: string): UsptoDocument | null {
  const root = parseXml(text);
  if (NOT_PATENTS.has(root.name)) return null;
  if (root.name === 'ep-patent-document') return epoDocument(root, source ?? 'epo');
  return usptoDocument(root, source ?? 'uspto');
}

const NOT_PATENTS: ReadonlySet<string> = new Set(['sequence-cwu']);
