import { describe, expect, it } from 'vitest';
import { postingLines } from './posting-lines.ts';

describe('postingLines of a PDF copied as text', () => {
  it('drops the page footers and makes whole the words cut at the end of a line', () => {
    const text = ['Le cabinet accompagne des arti-', 'sans et des commer-', 'çants du Finistère.', '', '          Page 1/3', 'Maîtrise d’Ex-', 'cel', 'Page 2 sur 3'].join('\n');
    expect(postingLines(text)).toEqual(['Le cabinet accompagne des artisans et des commerçants du Finistère.', 'Maîtrise d’Excel']);
  });

  it('joins a list’s item to the lines it goes on in, and leaves a social post’s lines and an ended item apart', () => {
    const text = ['• Tenue de la caisse et des', 'remises en banque', '• Inventaires mensuels', '(stocks et consommables)', '• Accueil des clients.', 'horaires à définir'].join('\n');
    expect(postingLines(text)).toEqual(['• Tenue de la caisse et des remises en banque', '• Inventaires mensuels (stocks et consommables)', '• Accueil des clients.', 'horaires à définir']);
    expect(postingLines('👍 52 💬 7\nsam_rides tag a friend')).toEqual(['👍 52 💬 7', 'sam_rides tag a friend']);
  });

  it('keeps the hyphen of a compound before a capital, and a dash bullet', () => {
    expect(postingLines('Lycée Jean-\nMoulin\n- accueil\n- standard')).toEqual(['Lycée Jean-', 'Moulin', '- accueil', '- standard']);
  });
});
