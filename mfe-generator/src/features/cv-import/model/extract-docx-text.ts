import mammoth from 'mammoth/mammoth.browser.js';

// Imported lazily (read-cv-file.ts). mammoth's browser build bundles the Node shims its main entry needs.

/** The raw text of a .docx: one paragraph per line. */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  const result = await mammoth.extractRawText({ arrayBuffer: data });
  return result.value;
}
