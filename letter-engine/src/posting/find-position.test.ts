import { describe, expect, it } from 'vitest';
import { findPosition } from './find-position.ts';
import { analyzePosting } from './analyze-posting.ts';

describe('a hiring shout followed by a sentence that hires', () => {
  // A pub's post and a supported-living provider's sponsored Facebook post: the job is what the second verb names.
  it.each([
    ["We're hiring! The Copper Fox is looking for a Bartender", 'Bartender'],
    ['💙 WE ARE HIRING! 💙 Brightwater Supported Living is hiring Support Workers in Swindon 🏡', 'Support Workers'],
  ])('reads the job, not the sentence, in %j', (line, position) => {
    expect(findPosition([line])).toBe(position);
  });

  it('still reads a job named right after the shout', () => {
    expect(findPosition(["We're hiring: Recruitment Resourcer"])).toBe('Recruitment Resourcer');
  });
});

describe('an ad that hires more than one', () => {
  // A plastering contractor's Gumtree ad and a pub kitchen's: one letter applies for one of the posts.
  it.each([
    ['Plasterers wanted – Manchester & Salford – £200/day', 'Plasterer'],
    ['Kitchen Porters needed for busy gastropub', 'Kitchen Porter'],
  ])('reads the post in the singular in %j', (line, position) => {
    expect(findPosition([line])).toBe(position);
  });
});

describe("the employer's name heading its post", () => {
  it('is not the title', () => {
    expect(findPosition(['Azur Prestige Chauffeurs', '3 h', '🚘 AZUR PRESTIGE CHAUFFEURS RECRUTE 🚘', 'Rejoignez notre équipe à Nice !'], 'Azur Prestige Chauffeurs')).toBeNull();
  });
});

describe('the reader addressed as the job', () => {
  it('names the job the post asks the reader whether they hold, in French and in English', () => {
    expect(findPosition(['Vous êtes chauffeur VTC titulaire de la carte professionnelle ? Rejoignez notre équipe à Nice !'], 'Azur Prestige Chauffeurs')).toBe('Chauffeur VTC');
    expect(findPosition(['Are you a Registered Nurse looking for a fast-paced, supportive team?'], 'Vale General Hospital')).toBe('Registered Nurse');
  });

  it('reads no job in a question that names none', () => {
    expect(findPosition(['Are you a people person who loves the gym vibe? Join our crew!'], 'PureFit')).toBeNull();
    expect(findPosition(['Vous êtes motivé(e), ponctuel(le) et avez le goût du travail manuel.'], 'Elec Services')).toBeNull();
  });
});

describe("a careers page's menu bar and breadcrumb above the title", () => {
  it('are not counted among the top lines where the title is', () => {
    const posting = 'Hollins Park Academy · Sheffield\nPart of the Don Valley Learning Trust\nHome   About   Parents   Students   Vacancies   Contact\n\nVacancies > Support staff > Attendance Officer\n\nAttendance Officer\nSalary: Grade 4\n\nAbout us\nWe are a school.';
    expect(analyzePosting(posting).position).toBe('Attendance Officer');
  });
});

describe("a careers page's title below its breadcrumb", () => {
  it('is the line that repeats the breadcrumb\'s last step, however far down the site\'s menus pushed it', () => {
    const posting = [
      'Skip to main content',
      'Brackenfield Borough Council',
      'Search this site   Search',
      'Bins and recycling   Council tax   Housing   Schools and education   Social care and health   Jobs and careers   Contact us',
      "Home > Jobs and careers > Current vacancies > Social Worker (ASYE) – Children's Assessment Team",
      '',
      "Social Worker (ASYE) – Children's Assessment Team",
      '',
      'Are you a newly qualified social worker looking for a supportive place to start your career?',
    ].join('\n');
    expect(analyzePosting(posting).position).toBe('Social Worker (ASYE)');
    const french = [
      'ATI – Atlantique Tuyauterie Industrielle',
      'Le groupe    Nos métiers    Références    Carrières    Contact',
      'Accueil > Carrières > Nos offres > Soudeur tuyauteur TIG (H/F)',
      'Rejoignez ATI !',
      'Spécialiste de la tuyauterie industrielle depuis 1976, ATI conçoit et installe des réseaux de tuyauteries.',
      'Soudeur tuyauteur TIG (H/F)',
      'Lieu : Montoir-de-Bretagne (44)',
    ].join('\n');
    expect(analyzePosting(french).position).toBe('Soudeur tuyauteur TIG');
  });
});
