import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';
import { forwardedMessage } from './forwarded-email.ts';

describe('forwardedMessage', () => {
  it('keeps the last forwarded message: the subjects, headers and notes above it are the mail’s', () => {
    const lines = [
      'Fwd: Fwd: job at the bakery??',
      '---------- Forwarded message ---------',
      'From: Mum <mum@example.com>',
      'Date: Sun, 22 Nov 2026 at 19:42',
      'Subject: Fwd: job at the bakery??',
      'To: Ellie <ellie@example.com>',
      'you should go for it love xx',
      '---------- Forwarded message ---------',
      'From: Jobs <jobs@example.com>',
      'Date: Fri, 20 Nov 2026 at 11:05',
      'Subject: Vacancy: Bakery Assistant',
      'To: Mailing list',
      'Dear all,',
    ];
    expect(forwardedMessage(lines)).toEqual({ lines: ['Dear all,'], subject: 'Vacancy: Bakery Assistant' });
  });

  it('reads an Outlook header in French', () => {
    const lines = ['De : Agence Lumio', 'Envoyé : lundi 23 novembre 2026 09:14', 'À : Mehdi', 'Objet : TR: Offre : Préparateur de commandes H/F', 'Bonjour Mehdi,'];
    expect(forwardedMessage(lines)).toEqual({ lines: ['Bonjour Mehdi,'], subject: 'Offre : Préparateur de commandes H/F' });
  });

  it('drops a friend’s note above a rule, in French headers', () => {
    const lines = ['Fwd: offre', 'De : Sandrine <s@example.com>', 'Date: lun. 23 nov. 2026', 'Objet : TR : offre cariste', 'À : <m@example.com>', 'Salut, pour toi. Bisous', '---', 'CARISTE H/F'];
    expect(forwardedMessage(lines)).toEqual({ lines: ['CARISTE H/F'], subject: 'offre cariste' });
  });

  // A note above a rule with a caption: a friend's own ('----- annonce affichée à l'accueil -----') and Thunderbird's.
  it.each(["----- annonce affichée à l'accueil -----", '-------- Message original --------'])('drops a friend’s note above the captioned rule %j', (rule) => {
    const lines = ['De : Sandrine <s@example.com>', 'Date : jeu. 26 nov. 2026', 'Objet : Fwd: annonce caisse', 'À : <l@example.com>', 'Coucou Léa, envoie vite ton CV !', 'Bisous', rule, 'Hôte / Hôtesse de caisse (H/F)'];
    expect(forwardedMessage(lines).lines).toEqual(['Hôte / Hôtesse de caisse (H/F)']);
  });

  it('reads a reply as the message it quotes, without its marks', () => {
    const lines = ['Oui ça m’intéresse !', 'Le lun. 23 nov. 2026 à 09:14, Sandrine <s@example.com> a écrit :', '> CARISTE H/F', '> > chargement des camions'];
    expect(forwardedMessage(lines)).toEqual({ lines: ['CARISTE H/F', '> chargement des camions'], subject: null });
  });

  it('reads the ad a forwarder pasted as a quote below their note, in French and in English', () => {
    const french = forwardedMessage([
      '---------- Message transféré ---------',
      'De : Karim Benali <k.benali@hotmail.fr>',
      'Date : mar. 24 nov. 2026 à 09:12',
      'Objet : Fwd: annonce chef Saumur',
      'À : <julien.roux.cuisine@gmail.com>',
      '',
      'Salut Ju, vu sur le groupe Facebook des anciens de Ferrandi, ça te correspond totalement 😉 Appelle-les vite !',
      'Karim',
      '',
      '> Le Domaine des Aubiers recrute son Chef de cuisine (H/F) !',
      '>',
      '> Hôtel-restaurant 4* de 42 chambres près de Saumur.',
    ]);
    expect(french.lines).toEqual(['Le Domaine des Aubiers recrute son Chef de cuisine (H/F) !', 'Hôtel-restaurant 4* de 42 chambres près de Saumur.']);
    const english = forwardedMessage([
      '-------- Forwarded Message --------',
      'Subject: Kitchen job in Leeds',
      'Date: Mon, 23 Nov 2026 18:02:11 +0000',
      'From: Dan Walsh <dan.walsh@example.com>',
      'To: Sam <sam@example.com>',
      '',
      'Hi Sam, saw this in the window of the Corner House, thought of you.',
      '',
      '> The Corner House is looking for a Commis Chef',
      '> Full time, 40 hours, £12.50 an hour',
      '',
      '--',
      'Dan',
    ]);
    expect(english.lines).toEqual(['The Corner House is looking for a Commis Chef', 'Full time, 40 hours, £12.50 an hour']);
  });

  it('leaves a posting whose labelled fields only look like a mail’s', () => {
    const lines = ['Vendeur H/F', 'Date : 1er décembre', 'De : 9h', 'À : 17h', 'Lieu : Nantes'];
    expect(forwardedMessage(lines)).toEqual({ lines, subject: null });
  });
});

describe('a posting forwarded by e-mail', () => {
  it('reads the employer’s message, and takes the job from the subject when the text does not name it', () => {
    const posting = analyzePosting(
      [
        'Fwd: job at the wildlife park??',
        '---------- Forwarded message ---------',
        'From: Volunteers Office <volunteers@example.org>',
        'Date: Fri, 20 Nov 2026 at 11:05',
        'Subject: Vacancy: Assistant Keeper',
        'To: Volunteer mailing list',
        '',
        'Dear volunteers,',
        'ABOUT MOORLAND WILDLIFE PARK',
        'Moorland Wildlife Park is a conservation charity near Hexham.',
      ].join('\n'),
    );
    expect(posting.position).toBe('Assistant Keeper');
    expect(posting.company).toBe('Moorland Wildlife Park');
  });
});
