/** The CV file formats the import reads (docs/decisions.md). */
export type CvFileKind = 'pdf' | 'docx' | 'txt';

/** Largest CV file read, in bytes: a text CV is a few hundred KB, 5 MB leaves room for embedded photos. */
export const MAX_CV_FILE_BYTES = 5 * 1024 * 1024;

/** For the file input's `accept`: extensions first, since some systems give .docx no MIME type. */
export const CV_FILE_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

const BY_EXTENSION: Record<string, CvFileKind> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };
const BY_MIME: Record<string, CvFileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** Which reader a file needs, from its extension, else its MIME type; null when unsupported (e.g. an old .doc). */
export function cvFileKind(file: Pick<File, 'name' | 'type'>): CvFileKind | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined && extension in BY_EXTENSION) return BY_EXTENSION[extension] ?? null;
  return BY_MIME[file.type] ?? null;
}
