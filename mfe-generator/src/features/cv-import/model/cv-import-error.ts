/** Thrown when a CV file cannot become text; `message` is French and shown as is. */
export class CvImportError extends Error {
  override name = 'CvImportError' as const;
}
