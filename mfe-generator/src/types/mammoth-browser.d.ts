// mammoth's browser build is a UMD bundle without types of its own; this is the part Lettra uses.
declare module 'mammoth/mammoth.browser.js' {
  interface RawTextResult {
    value: string;
    messages: Array<{ type: string; message: string }>;
  }
  const mammoth: { extractRawText(input: { arrayBuffer: ArrayBuffer }): Promise<RawTextResult> };
  export default mammoth;
}
