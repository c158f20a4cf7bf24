// The smallest real PDF: one A4 page whose lines are drawn in Helvetica (WinAnsi, so French accents
// are single bytes), with a correct xref table. No lines gives a page without text, like a scan.

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A real PDF showing `lines` top to bottom; an empty list gives a page with no text at all. */
export function buildPdf(lines: readonly string[]): ArrayBuffer {
  const drawing = lines.length === 0 ? '' : `BT /F1 12 Tf 72 770 Td 16 TL ${lines.map((line) => `(${pdfString(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes, where WinAnsi and Unicode agree for letters such as 'é'.
  return Uint8Array.from(pdf, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`caractère hors Latin-1 dans le PDF de test : ${char}`);
    return code;
  }).buffer as ArrayBuffer;
}
