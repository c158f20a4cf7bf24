/** Screens this remote exposes to the shell. */
export const exposes = {
  './BlogListPage': './src/exposed/BlogListPage.tsx',
  './BlogArticlePage': './src/exposed/BlogArticlePage.tsx',
};
