/** The layouts a letter can be downloaded in (docs/exports.md); the first is the default. */
export const EXPORT_LAYOUTS = ['classique', 'moderne', 'sobre'] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];
