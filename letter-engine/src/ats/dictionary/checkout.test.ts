import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a checkout's duties", () => {
  it("read the same in a French cashier's CV and a British supermarket's posting", () => {
    const resume = "Hôtesse de caisse : caisses automatiques, paiement par carte bancaire, contrôle d'âge pour l'alcool, comptage de caisse";
    const posting = '• Look after the self-checkouts\n• Take card payments\n• Age checks on alcohol (Challenge 25)\n• Counting the till at the end of a shift';
    const duties = ['caisses automatiques', "contrôle de l'âge", 'comptage de caisse', 'paiements par carte'];
    expect(labels(resume)).toEqual(expect.arrayContaining(duties));
    expect(labels(posting)).toEqual(expect.arrayContaining(duties));
  });

  it("keeps 'comptage de caisse' apart from the stocktake's 'comptage des stocks'", () => {
    expect(labels('comptage des stocks')).not.toContain('comptage de caisse');
  });
});
