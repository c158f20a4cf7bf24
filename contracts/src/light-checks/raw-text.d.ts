// Vite's `?raw` import (a file's text), which first-load-checks.test.ts reads its generated file with:
// the package has no Node types, its code running in the browser as well.
declare module '*?raw' {
  const text: string;
  export default text;
}
