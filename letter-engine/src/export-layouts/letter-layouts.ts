import type { ExportLayout } from './export-layout-ids.ts';

/** A layout's family, as each medium names it (docs/exports.md). */
export interface LayoutFont {
  pdf: { regular: string; bold: string };
  word: string;
  css: string;
}

/**
 * The PDF embeds DejaVu, which draws every French character and is the same on every machine; a
 * Word file names fonts that Word and LibreOffice have (narrower than DejaVu, so what fits one PDF
 * page fits one Word page); the download dialog's miniature uses the browser's.
 */
const LAYOUT_FONTS = {
  serif: { pdf: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' }, word: 'Georgia', css: 'Georgia, "DejaVu Serif", serif' },
  sans: { pdf: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' }, word: 'Arial', css: 'Arial, "DejaVu Sans", sans-serif' },
} as const satisfies Record<string, LayoutFont>;

/** Colours are `#rrggbb`. */
export interface LayoutTextStyle {
  sizePt: number;
  bold: boolean;
  colour: string;
}

/**
 * One layout of a downloaded letter: the PDF builder, the Word builder and the download dialog's
 * miniature all read it, so that the three cannot drift apart.
 */
export interface LetterLayout {
  id: ExportLayout;
  label: string;
  /** Shown under the label in the download dialog. */
  hint: string;
  font: LayoutFont;
  marginCm: { top: number; side: number; bottom: number };
  /** The letter's own lines; a blank line is `paragraphGap` of a line high. */
  body: LayoutTextStyle & { lineHeight: number; paragraphGap: number };
  /** The sender's name, the first line of the sender block. */
  name: LayoutTextStyle;
  /** The sender's other lines (address, phone, e-mail), one per line or joined on one line by ' · '. */
  contact: LayoutTextStyle & { oneLine: boolean };
  /** A rule under the name, the width of the text. */
  rule: { colour: string; widthPt: number } | null;
  /** Where the recipient block starts, as a share of the text's width: 0 is the left margin. */
  recipientIndent: number;
  dateAlign: 'left' | 'right';
  /** Space between the blocks of the header (sender, recipient, date), in body lines. */
  headerGap: number;
}

const BLACK = '#000000';

export const LETTER_LAYOUTS: Record<ExportLayout, LetterLayout> = {
  classique: {
    id: 'classique',
    label: 'Classique',
    hint: 'Police à empattements, expéditeur à gauche, destinataire à droite.',
    font: LAYOUT_FONTS.serif,
    marginCm: { top: 2, side: 2, bottom: 2 },
    // 10.5 pt on 1.35: a letter of 400 words fits one page (api/src/exports/exports.routes.test.ts).
    body: { sizePt: 10.5, bold: false, colour: BLACK, lineHeight: 1.35, paragraphGap: 0.5 },
    name: { sizePt: 10.5, bold: true, colour: BLACK },
    contact: { sizePt: 10.5, bold: false, colour: BLACK, oneLine: false },
    rule: null,
    recipientIndent: 0.55,
    dateAlign: 'right',
    headerGap: 1,
  },
  moderne: {
    id: 'moderne',
    label: 'Moderne',
    hint: 'Sans empattements, votre nom en grand et en couleur, coordonnées sur une ligne.',
    font: LAYOUT_FONTS.sans,
    marginCm: { top: 1.8, side: 2, bottom: 1.8 },
    body: { sizePt: 9.5, bold: false, colour: '#1f2933', lineHeight: 1.4, paragraphGap: 0.5 },
    name: { sizePt: 20, bold: true, colour: '#1f4e8c' },
    contact: { sizePt: 8.5, bold: false, colour: '#52606d', oneLine: true },
    rule: { colour: '#1f4e8c', widthPt: 0.75 },
    recipientIndent: 0,
    dateAlign: 'left',
    headerGap: 0.75,
  },
  sobre: {
    id: 'sobre',
    label: 'Sobre',
    hint: 'Sans empattements, petit corps, beaucoup de blanc, aucune couleur.',
    font: LAYOUT_FONTS.sans,
    marginCm: { top: 3, side: 2.75, bottom: 2.25 },
    body: { sizePt: 9, bold: false, colour: BLACK, lineHeight: 1.45, paragraphGap: 0.6 },
    name: { sizePt: 9, bold: true, colour: BLACK },
    contact: { sizePt: 9, bold: false, colour: BLACK, oneLine: true },
    rule: null,
    recipientIndent: 0,
    dateAlign: 'left',
    headerGap: 1,
  },
};
