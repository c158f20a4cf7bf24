import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('gives a line per paragraph and heading, list items as "- " lines, a blank line between sections', () => {
    const html = '<p>Nous recrutons&nbsp;!</p><h3>Missions</h3><ul><li>• Coder</li><li>Tester <b>bien</b></li></ul><p>Fin<br>ligne 2</p>';
    expect(htmlToText(html)).toBe('Nous recrutons !\n\nMissions\n- Coder\n- Tester bien\n\nFin\nligne 2');
  });

  it('leaves out scripts, styles, buttons and empty items', () => {
    expect(htmlToText('<style>p{}</style><p>Texte</p><script>alert(1)</script><button>Postuler</button><ul><li> </li></ul>')).toBe('Texte');
  });

  it('collapses the blanks and line breaks of the source inside a paragraph', () => {
    expect(htmlToText('<p>Une\n   phrase\t coupée</p>')).toBe('Une phrase coupée');
  });
});
