/** Errors the engine raises for unusable input; `message` is Japanese and safe to show to users. */
export class AnalysisInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisInputError';
  }
}
