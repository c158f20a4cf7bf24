// '@lettra/letter-ui/letter-actions': what the generator and my letters do with a written letter (refine
// it, download it), and the download of any file the api sends (my account's data export). Bundled into
// each remote that imports it, never shared (README.md).
export { RefineButtons, type WholeLetterRefinement } from './components/RefineButtons.tsx';
export { downloadFile } from './api/download-file.ts';
export { downloadLetterExport, type ExportFormat } from './api/letter-export.ts';
