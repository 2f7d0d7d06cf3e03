/**
 * One JSON Lines interchange record of a pending patent (docs/data-format.md), as an import file of a
 * test holds it: a new document for the saved-search alerts and the console's imports to find.
 */
export function patentLine(id: string, publicationNumber: string, title: string): string {
  return JSON.stringify({
    type: 'patent',
    id,
    publicationNumber,
    title,
    abstract: `${title}に関する。`,
    claims: [{ number: 1, text: `${title}。` }],
    applicants: ['東邦化学工業(株)'],
    ipc: ['C08L1/02'],
    applicationDate: '2024-02-01',
    publicationDate: '2025-08-01',
    legalStatus: 'pending',
  });
}
