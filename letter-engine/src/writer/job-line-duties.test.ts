import { describe, expect, it } from 'vitest';
import { jobLineDuties } from './job-line-duties.ts';

describe("a thin CV's duties on its job's own line", () => {
  it('takes what follows the employer after a colon or in closing brackets', () => {
    expect(jobLineDuties("Bac pro MELEC (2021). Électricien chez Armor Électricité (Lamballe) depuis 2021 : installations neuves en logements, tableaux électriques, rénovation.", 'Armor Électricité')).toBe('installations neuves en logements, tableaux électriques, rénovation');
    expect(jobLineDuties('Étés 2025 et 2026 : Hôtesse de caisse saisonnière, Carrefour Market de Béthune (encaissement, fond de caisse, caisses automatiques, mise en rayon)', 'Carrefour Market de Béthune')).toBe('encaissement, fond de caisse, caisses automatiques, mise en rayon');
    expect(jobLineDuties('2021–2023: parcel sorter, nights, DPD Carlisle hub (scanning, loading cages)', 'DPD Carlisle hub')).toBe('scanning, loading cages');
  });

  it('takes no single word in brackets (a town) and nothing before the employer', () => {
    expect(jobLineDuties('Serveur, Brasserie du Port (Lyon)', 'Brasserie du Port')).toBeNull();
    expect(jobLineDuties('2019 : Vendeuse, Jules', 'Jules')).toBeNull();
  });
});
