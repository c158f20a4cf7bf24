/** Screens this remote exposes to the shell (named after screens, never './App'). */
export const exposes = {
  './GeneratorPanel': './src/exposed/GeneratorPanel.tsx',
};
