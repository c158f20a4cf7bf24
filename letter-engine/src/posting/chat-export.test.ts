import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';
import { withoutChatStamps } from './chat-export.ts';

describe('withoutChatStamps', () => {
  it('keeps the messages of the one who shared the ad, without their stamps', () => {
    const lines = ['[23/11/2026, 09:14] Sandrine: regarde 👇', '[23/11/2026, 09:14] Sandrine: La Boulangerie Martin recrute un vendeur', 'Missions : vente', '23/11/2026 09:15 - Mehdi: merci !!'];
    expect(withoutChatStamps(lines)).toEqual(['regarde 👇', 'La Boulangerie Martin recrute un vendeur', 'Missions : vente']);
  });

  it('leaves lines without stamps, and a time inside a line, as they are', () => {
    const lines = ['Horaires : 9:00 - 17:00', 'Vendeur H/F'];
    expect(withoutChatStamps(lines)).toEqual(lines);
  });

  it('lets the ad shared in a chat name its employer', () => {
    const posting = analyzePosting('[23/11/2026, 09:14] Sandrine: La Boulangerie Martin recrute un vendeur (H/F) en CDI\n[23/11/2026, 09:15] Mehdi: merci');
    expect(posting.company).toBe('La Boulangerie Martin');
    expect(posting.position).toBe('Vendeur');
  });
});
