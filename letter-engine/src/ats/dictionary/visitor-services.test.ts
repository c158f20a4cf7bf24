import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a museum's and a bookshop's front desk", () => {
  it("reads an English CV's desk duties as a French museum posting's", () => {
    const resume = '- Ticket desk and till, cash-up at closing\n- Gift shop sales\n- School group bookings by phone\n- Running the cloakroom';
    const posting = "Assurer la billetterie et l'encaissement\nGérer les réservations des groupes scolaires\nTenir le vestiaire";
    expect(labels(resume)).toEqual(expect.arrayContaining(['billetterie', 'boutique du musée', 'groupes scolaires', 'vestiaire']));
    expect(labels(posting)).toEqual(expect.arrayContaining(['billetterie', 'groupes scolaires', 'vestiaire']));
  });

  it("reads a French bookseller's orders, returns and deliveries as an English shop's", () => {
    const resume = 'Conseil aux lecteurs, tenue de la caisse, commandes clients, réception des nouveautés, gestion des retours.';
    const posting = '- Take and chase customer orders\n- Receiving deliveries from publishers, and handle publisher returns';
    const shared = ['commandes clients', 'gestion des retours', 'réception des marchandises'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });
});
