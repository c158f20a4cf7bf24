// Saying one holds a driving licence, with or without its category.
const HOLDS = [
  /(?<![\p{L}])(?:titulaire|détent(?:eur|rice)|detent(?:eur|rice))\s+d(?:u|'un|’un)\s+permis(?:\s+[A-E]\b)?|(?<![\p{L}])j['’]ai\s+(?:le|mon)\s+permis(?:\s+[A-E]\b)?|(?<![\p{L}])permis(?:\s+[A-E])?\s+en\s+poche/giu,
  /\bI\s+(?:hold|have)\s+(?:a\s+)?(?:(?:full|clean|current)\s+)*(?:UK\s+)?(?:(?:full|clean|current)\s+)*driving\s+licen[cs]e/giu,
];

/** Where a text says the candidate holds a driving licence ('titulaire du permis', 'I hold a full driving licence'). */
export function heldLicences(text: string): Array<{ label: string; at: number }> {
  return HOLDS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ label: match[0].replace(/\s+/g, ' '), at: match.index })));
}
