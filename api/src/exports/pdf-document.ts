import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { LETTER_LAYOUTS, type ExportLayout, type LayoutTextStyle } from '@lettra/letter-engine';
import { arrangeLetter, RULE_SPACE_AFTER, styleOf } from './letter-blocks.ts';
import { letterParts, type LetterToExport } from './letter-parts.ts';
import { loadFont, sharedFontkit } from './pdf-fonts.ts';
import { measurer, wrapParagraph, type Measure } from './pdf-text-wrap.ts';

// A4 (docs/product.md §9). PDF units are points (1/72 in).
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
const POINTS_PER_CM = 72 / 2.54;

const colour = (hex: string) => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/**
 * A real PDF of the letter (docs/decisions.md) in one of the layouts of docs/exports.md: A4, the
 * layout's margins and fonts (embedded), its header, and new pages as needed.
 */
export async function renderLetterPdf(letter: LetterToExport, layoutId: ExportLayout, createdAt: Date): Promise<Uint8Array> {
  const layout = LETTER_LAYOUTS[layoutId];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit);
  const files = layout.font.pdf;
  const [regular, bold] = await Promise.all([files.regular, files.bold].map(async (file) => pdf.embedFont(await loadFont(file), { subset: true })));
  pdf.setTitle(letter.title, { showInWindowTitleBar: true });
  pdf.setLanguage(letter.language === 'french' ? 'fr-FR' : 'en-GB');
  pdf.setCreator('Lettra');
  pdf.setProducer('Lettra');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  const margin = { top: layout.marginCm.top * POINTS_PER_CM, side: layout.marginCm.side * POINTS_PER_CM, bottom: layout.marginCm.bottom * POINTS_PER_CM };
  const textWidth = A4_POINTS.width - 2 * margin.side;
  const bodyLine = layout.body.sizePt * layout.body.lineHeight;
  const measures = new Map<LayoutTextStyle, { font: PDFFont; width: Measure }>();
  const typeface = (style: LayoutTextStyle) => {
    let measured = measures.get(style);
    if (!measured) {
      const font = style.bold ? bold : regular;
      if (!font) throw new Error(`Font of the ${layout.id} layout not embedded`);
      measured = { font, width: measurer(font, style.sizePt) };
      measures.set(style, measured);
    }
    return measured;
  };

  const newPage = () => pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
  let page: PDFPage = newPage();
  // The top of the next line's box; a line's baseline is one font size under it.
  let top = A4_POINTS.height - margin.top;
  for (const block of arrangeLetter(letterParts(letter), layout)) {
    const style = styleOf(layout, block.role);
    const { font, width } = typeface(style);
    // An indented block (the classic recipient) moves left as far as its widest line needs, rather
    // than cutting a long company name in the middle of a word.
    const left =
      block.indent === 0
        ? margin.side
        : Math.max(margin.side, Math.min(margin.side + block.indent * textWidth, margin.side + textWidth - Math.max(...block.paragraphs.map(width))));
    const maxWidth = margin.side + textWidth - left;
    top -= block.spaceBefore * bodyLine;
    for (const paragraph of block.paragraphs) {
      for (const line of wrapParagraph(paragraph, maxWidth, width)) {
        if (top - style.sizePt < margin.bottom) {
          page = newPage();
          top = A4_POINTS.height - margin.top;
        }
        const x = block.align === 'right' ? margin.side + textWidth - width(line) : left;
        page.drawText(line, { x, y: top - style.sizePt, size: style.sizePt, font, color: colour(style.colour) });
        top -= style.sizePt * layout.body.lineHeight;
      }
    }
    if (block.ruleBelow && layout.rule) {
      const y = top - layout.rule.widthPt;
      page.drawLine({ start: { x: margin.side, y }, end: { x: margin.side + textWidth, y }, thickness: layout.rule.widthPt, color: colour(layout.rule.colour) });
      top -= RULE_SPACE_AFTER * bodyLine;
    }
  }
  return pdf.save();
}
