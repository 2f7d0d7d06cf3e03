import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

/**
 * Patent XML as the offices ship it, read as a stream: a USPTO weekly file is thousands of XML documents
 * back to back, each with its own `<?xml …?>` declaration and DOCTYPE (600 MB and more), usually inside a
 * ZIP. The file is cut at each declaration, so only one document is ever held in memory; each is then
 * parsed on its own (xml-dom.ts). A file without declarations is one document.
 */

export interface XmlDocumentText {
  /** 1-based position of the document in its file. */
  index: number;
  /** 1-based line of the file where the document starts. */
  line: number;
  text: string;
}

const DECLARATION = '<?xml';

/** Cuts a stream of text at every XML declaration (except one at the very start). */
export async function* splitXmlDocuments(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<XmlDocumentText> {
  let buffer = '';
  let scanFrom = 1;
  let index = 0;
  let line = 1;
  const emit = (text: string): XmlDocumentText | null => {
    const start = line;
    line += countLines(text);
    if (text.trim() === '') return null;
    return { index: ++index, line: start + leadingLines(text), text };
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    for (;;) {
      const at = buffer.indexOf(DECLARATION, scanFrom);
      if (at < 0) break;
      const document = emit(buffer.slice(0, at));
      buffer = buffer.slice(at);
      scanFrom = 1;
      if (document) yield document;
    }
    // A declaration cut between two chunks is found with the next one.
    scanFrom = Math.max(1, buffer.length - DECLARATION.length);
  }
  const last = emit(buffer);
  if (last) yield last;
}

function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** Blank lines before the declaration belong to the previous document's tail. */
function leadingLines(text: string): number {
  const lead = /^\s*/.exec(text)![0];
  return countLines(lead);
}

async function* decode(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream) yield decoder.write(chunk as Buffer);
  const rest = decoder.end();
  if (rest) yield rest;
}

/** One XML file to read: a plain file, or an entry of a ZIP archive. */
export interface XmlSource {
  /** The file, or `archive.zip!entry.xml`. */
  name: string;
  documents: AsyncGenerator<XmlDocumentText>;
  /** How far through the source the reader is (0…1). */
  fraction: () => number;
}

export function isZip(file: string): boolean {
  return /\.zip$/i.test(file);
}

/** The XML documents of a plain file. */
export function xmlFileSource(file: string): XmlSource {
  const size = statSync(file).size;
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  return {
    name: file,
    documents: splitXmlDocuments(decode(stream)),
    fraction: () => (size > 0 ? stream.bytesRead / size : 1),
  };
}

/**
 * The XML entries of a ZIP archive, one after the other (entries are inflated as streams; the weekly
 * archive holds one 600 MB file). Entries that are not .xml (images, DTDs) are skipped.
 */
export async function* zipXmlSources(file: string): AsyncGenerator<XmlSource> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const nextEntry = () =>
    new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (entry: yauzl.Entry) => {
        cleanup();
        resolve(entry);
      };
      const onEnd = () => {
        cleanup();
        resolve(null);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
  try {
    for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
      if (entry.fileName.endsWith('/') || !/\.xml$/i.test(entry.fileName)) continue;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      let read = 0;
      stream.on('data', (chunk: Buffer) => void (read += chunk.length));
      const size = entry.uncompressedSize;
      yield {
        name: `${file}!${entry.fileName}`,
        documents: splitXmlDocuments(decode(stream)),
        fraction: () => (size > 0 ? Math.min(1, read / size) : 1),
      };
    }
  } finally {
    zip.close();
  }
}
