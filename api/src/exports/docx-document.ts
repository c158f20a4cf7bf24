import { AlignmentType, BorderStyle, Document, LineRuleType, Packer, Paragraph, TextRun } from 'docx';
import { LETTER_LAYOUTS, type ExportLayout } from '@lettra/letter-engine';
import { arrangeLetter, RULE_SPACE_AFTER, styleOf, type LayoutBlock } from './letter-blocks.ts';
import { letterParts, type LetterToExport } from './letter-parts.ts';

// Word measures pages in twips (1/1440 in, 1/20 pt): A4 is 210 × 297 mm.
const A4_TWIPS = { width: 11_906, height: 16_838 };
const TWIPS_PER_CM = 1440 / 2.54;
const TWIPS_PER_POINT = 20;
// A rule's thickness is counted in eighths of a point.
const EIGHTHS_PER_POINT = 8;

const hex = (colour: string) => colour.slice(1).toUpperCase();

/**
 * A real Word document of the letter (docs/decisions.md) in one of the layouts of docs/exports.md,
 * the same as its PDF: A4, the layout's margins, fonts, sizes, colours and header, one Word
 * paragraph per line of the letter, at the PDF's exact line height.
 */
export async function renderLetterDocx(letter: LetterToExport, layoutId: ExportLayout): Promise<Buffer> {
  const layout = LETTER_LAYOUTS[layoutId];
  const margin = (cm: number) => Math.round(cm * TWIPS_PER_CM);
  const textWidth = A4_TWIPS.width - 2 * margin(layout.marginCm.side);
  const bodyLine = layout.body.sizePt * layout.body.lineHeight;

  const paragraphsOf = (block: LayoutBlock) =>
    block.paragraphs.map((text, index) => {
      const style = styleOf(layout, block.role);
      const ruled = block.ruleBelow && layout.rule !== null && index === block.paragraphs.length - 1;
      return new Paragraph({
        children: [new TextRun({ text, size: style.sizePt * 2, bold: style.bold, color: hex(style.colour) })],
        alignment: block.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        ...(block.indent > 0 ? { indent: { left: Math.round(block.indent * textWidth) } } : {}),
        spacing: {
          before: index === 0 ? Math.round(block.spaceBefore * bodyLine * TWIPS_PER_POINT) : 0,
          after: ruled ? Math.round(RULE_SPACE_AFTER * bodyLine * TWIPS_PER_POINT) : 0,
          line: Math.round(style.sizePt * layout.body.lineHeight * TWIPS_PER_POINT),
          lineRule: LineRuleType.EXACT,
        },
        ...(ruled && layout.rule
          ? { border: { bottom: { style: BorderStyle.SINGLE, size: Math.round(layout.rule.widthPt * EIGHTHS_PER_POINT), color: hex(layout.rule.colour), space: 1 } } }
          : {}),
      });
    });

  const document = new Document({
    title: letter.title,
    creator: 'Lettra',
    styles: { default: { document: { run: { font: layout.font.word, size: layout.body.sizePt * 2, color: hex(layout.body.colour) } } } },
    sections: [
      {
        properties: {
          page: {
            size: A4_TWIPS,
            margin: { top: margin(layout.marginCm.top), right: margin(layout.marginCm.side), bottom: margin(layout.marginCm.bottom), left: margin(layout.marginCm.side) },
          },
        },
        children: arrangeLetter(letterParts(letter), layout).flatMap(paragraphsOf),
      },
    ],
  });
  return Packer.toBuffer(document);
}
