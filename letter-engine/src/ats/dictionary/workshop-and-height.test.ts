import { describe, expect, it } from 'vitest';
import { synonymKey } from '../phrase-synonyms.ts';
import { matchKey } from '../phrase-tokens.ts';
import { indexText } from '../text-index.ts';
import { foldText } from '../../text/fold.ts';
import { stem } from '../../text/stem.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a bike workshop's words", () => {
  it("read the same in a French CV and an English social post (a cycle mechanic's bullets)", () => {
    const resume = [
      '• Révisions complètes et contrôles de sécurité sur vélos de route, gravel, VTC et vélos cargo',
      '• Dévoilage et rayonnage de roues, révision des moyeux et boîtiers de pédalier',
      '• Purge de freins hydrauliques Shimano et SRAM',
    ].join('\n');
    const posting = [
      '– full services & safety checks on road, gravel, commuter and cargo bikes',
      '– wheel truing, hub & bottom bracket overhauls',
      '– hydraulic brake bleeds (Shimano + SRAM)',
    ].join('\n');
    const shared = ['boîtiers de pédalier', 'contrôles de sécurité', 'dévoilage de roues', 'purge de freins', 'révisions complètes', 'vélos cargo'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });

  it("leave a parcel hub alone: 'hub' is a hub overhaul only in those words", () => {
    expect(labels('Parcel sorter, DPD Carlisle hub')).not.toContain('moyeux');
  });
});

describe("rope access words", () => {
  it("read the same in an English CV and a French posting (a cordiste's missions)", () => {
    const resume = ['• Façade cleaning and inspection on commercial buildings', '• Rigging anchors and installing horizontal lifelines', '• Rock-face scaling and netting on coastal roads'].join('\n');
    const posting = ['nettoyage et inspection de façades', 'mise en place des ancrages et des lignes de vie', 'purge et sécurisation de falaises, pose de filets'].join('\n');
    const shared = ['ancrages', 'lignes de vie', 'nettoyage et inspection de façades', 'pose de filets', 'sécurisation de falaises'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });
});

describe('days of work', () => {
  it("'samedi' and 'Saturday' are one word across the two languages", () => {
    const key = (word: string): string => synonymKey(matchKey(stem(foldText(word))));
    expect(key('samedi')).toBe(key('Saturdays'));
    expect(key('dimanche')).toBe(key('Sunday'));
  });
});

describe("a recruiter's first checks", () => {
  it("read the same in a resourcer's posting and a hiring manager's prose CV", () => {
    const posting = 'Screening calls: right to work, notice periods, salary expectations';
    const resume = 'Part of my job there was hiring: I wrote job adverts, screened applicants by phone, checked right to work documents, booked trial shifts';
    for (const text of [posting, resume]) expect(labels(text)).toEqual(expect.arrayContaining(['présélection des candidats', 'vérification du droit au travail']));
  });
});

describe("an event coordinator's and a workshop counter's words", () => {
  it("read a LinkedIn CV's one-word duties as the posting's lines that name them", () => {
    const resume = 'Rétroplanning, recherche de lieux, relations avec les prestataires, coordination sur site le jour J, bilan et factures';
    const posting = ['Brief client et rétroplanning', 'Recherche et réservation des lieux', 'Coordination le jour J sur site'].join('\n');
    const shared = ['coordination le jour J', 'recherche de lieux', 'rétroplanning'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });

  it("read a French mechanic's counter work as the English post's", () => {
    const shared = ['explications aux clients', 'prise en charge des réparations'];
    expect(labels('Prise en charge des réparations en caisse et explications aux clients')).toEqual(expect.arrayContaining(shared));
    expect(labels('booking jobs in on Bikedesk and talking customers through the work')).toEqual(expect.arrayContaining(shared));
  });
});
