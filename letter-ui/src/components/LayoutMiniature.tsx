import type { CSSProperties } from 'react';

interface TextStyle {
  sizePt: number;
  bold: boolean;
  colour: string;
}

/**
 * What the miniature reads of a download layout: the layout description the PDF and Word builders
 * use (letter-engine's LETTER_LAYOUTS), passed in by the remotes so that shared-ui depends on none.
 */
export interface LayoutDescription {
  id: string;
  label: string;
  hint: string;
  font: { css: string };
  marginCm: { top: number; side: number; bottom: number };
  body: TextStyle & { lineHeight: number; paragraphGap: number };
  name: TextStyle;
  contact: TextStyle & { oneLine: boolean };
  rule: { colour: string; widthPt: number } | null;
  recipientIndent: number;
  dateAlign: 'left' | 'right';
  headerGap: number;
}

const A4 = { widthCm: 21, heightCm: 29.7, widthPt: 595.28 };
// Grey bars stand for the letter's lines; their lengths, in share of the text's width, make a
// paragraph look like text without being any. Greeting, four paragraphs, closing and signature: a
// letter of about 400 words, roughly as much of the page as it takes.
const PARAGRAPHS = [
  [0.25],
  [1, 1, 1, 0.6],
  [1, 1, 1, 1, 1, 0.3],
  [1, 1, 1, 1, 1, 1, 0.7],
  [1, 1, 1, 0.5],
  [1, 0.8],
  [0.2],
];

/** A miniature A4 page of a layout: its margins, font, name, rule, header arrangement and colours. */
export function LayoutMiniature({ layout, widthPx }: { layout: LayoutDescription; widthPx: number }) {
  const scale = widthPx / A4.widthPt;
  const line = (style: TextStyle) => style.sizePt * layout.body.lineHeight * scale;
  const bar = (style: TextStyle, share: number, extra: CSSProperties = {}): CSSProperties => ({
    width: `${share * 100}%`,
    height: Math.max(1, style.sizePt * scale * 0.45),
    marginBlock: (line(style) - Math.max(1, style.sizePt * scale * 0.45)) / 2,
    background: style.colour,
    opacity: style.bold ? 0.85 : 0.35,
    ...extra,
  });
  const gap = (lines: number) => <div style={{ height: lines * line(layout.body) }} />;
  return (
    <div
      aria-hidden="true"
      className="shrink-0 border border-ink-200 bg-white shadow-soft"
      style={{
        width: widthPx,
        height: (widthPx * A4.heightCm) / A4.widthCm,
        padding: `${(layout.marginCm.top / A4.widthCm) * widthPx}px ${(layout.marginCm.side / A4.widthCm) * widthPx}px`,
        fontFamily: layout.font.css,
      }}
    >
      <div
        className="truncate leading-none"
        style={{ fontSize: Math.max(4, layout.name.sizePt * scale * 1.1), fontWeight: layout.name.bold ? 700 : 400, color: layout.name.colour }}
      >
        Prénom Nom
      </div>
      {layout.rule && <div style={{ height: Math.max(1, layout.rule.widthPt * scale * 2), background: layout.rule.colour, marginBlock: line(layout.body) / 3 }} />}
      {layout.contact.oneLine ? <div style={bar(layout.contact, 0.8)} /> : [0.5, 0.3, 0.45].map((share) => <div key={share} style={bar(layout.contact, share)} />)}
      {gap(layout.headerGap)}
      <div style={{ marginLeft: `${layout.recipientIndent * 100}%` }}>
        <div style={bar(layout.body, 0.3)} />
        <div style={bar(layout.body, 0.45)} />
      </div>
      {gap(layout.headerGap)}
      <div style={bar(layout.body, 0.35, layout.dateAlign === 'right' ? { marginLeft: 'auto' } : {})} />
      {PARAGRAPHS.map((paragraph, index) => (
        <div key={index} style={{ marginTop: (index === 0 ? layout.headerGap : layout.body.paragraphGap) * line(layout.body) }}>
          {paragraph.map((share, lineIndex) => (
            <div key={lineIndex} style={bar(layout.body, share)} />
          ))}
        </div>
      ))}
    </div>
  );
}
