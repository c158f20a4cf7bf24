// '@lettra/shared-ui/letter-actions': what the generator and my letters do with a written letter
// (refine it, download it), shared on its own so that no public page's first load carries it
// (docs/federation.md §2).
export { RefineButtons, type WholeLetterRefinement } from './components/RefineButtons.tsx';
export { downloadFile } from './api/download-file.ts';
export { downloadLetterExport, type ExportFormat } from './api/letter-export.ts';
