import { describe, expect, it } from 'vitest';
import { readPosting } from '../fixtures/read-fixture.ts';
import { parsePosting } from './parse-posting.ts';

describe('parsePosting', () => {
  // The full postings of fixtures/: each uses a different way of naming the company and the job.
  it.each([
    ['fr-developpeur-full-stack', 'Meditrack', 'Développeur Full Stack React / Node.js'], // title line with (H/F); 'X recrute'
    ['fr-marketing-digital', 'Maison Lumen', 'Chargé(e) de marketing digital'], // '- CDI - Paris 9e' tail; 'À propos de X'
    ['fr-comptable', 'Groupe Verdier', 'Comptable unique'], // "Offre d'emploi :" prefix, F/H; 'Entreprise : X'
    ['fr-chef-de-projet-logistique', 'Transalp Logistique', 'Chef de projet logistique'], // 'Intitulé du poste :'; 'X est un…'
    ['en-backend-engineer', 'Finch', 'Senior Backend Engineer'], // bare title line; 'About X'
    ['en-marketing-manager', 'Brightwave', 'Marketing Manager'], // '… at X' title line
    ['en-data-analyst', 'Northwind Analytics', 'Data Analyst'], // 'Company:' and 'Job title:' labels, (m/f/d)
  ])('reads the company and position of %s', (fixture, company, position) => {
    expect(parsePosting(readPosting(fixture))).toEqual({ company, position });
  });

  // Shorter real-world openings, one wording per row.
  it.each([
    ['Société Lumio recrute un Commercial sédentaire (H/F) en CDI\nVos missions : prospecter…', 'Lumio', 'Commercial sédentaire'],
    ["Nous recherchons notre futur(e) Responsable Marketing\nChez Alan, nous réinventons l'assurance santé.", 'Alan', 'Responsable Marketing'],
    ['La société Dupont & Fils recherche un(e) comptable confirmé(e) pour son siège de Lille.', 'Dupont & Fils', 'Comptable confirmé(e)'],
    ['We are looking for a Product Designer to join our team at Doctolib.\nYou will design…', 'Doctolib', 'Product Designer'],
    ['Job title: Customer Success Manager\nCompany: Qonto\nLocation: Paris', 'Qonto', 'Customer Success Manager'],
    ['Poste : Infirmier(ère) de bloc opératoire\nEmployeur : Clinique du Parc\nContrat : CDI', 'Clinique du Parc', 'Infirmier(ère) de bloc opératoire'],
    ['Acme is hiring a Senior Frontend Developer (m/f/d)\nAbout the role…', 'Acme', 'Senior Frontend Developer'],
    ["Rejoignez BlaBlaCar en tant que Data Engineer !\nAu sein de l'équipe Data, vous…", 'BlaBlaCar', 'Data Engineer'],
    ["Offre d'emploi : Assistant(e) de direction F/H – Paris 8e\nLe cabinet Fidal recherche…", 'Fidal', 'Assistant(e) de direction'],
    ['Lead Data Scientist - Remote (UK)\n\nAbout Monzo\nMonzo is a bank…', 'Monzo', 'Lead Data Scientist'],
    ['Vendeur / Vendeuse en magasin H/F\nDecathlon Lyon Part-Dieu recrute !\nVous aimez le sport…', 'Decathlon', 'Vendeur / Vendeuse en magasin'],
    ["ALTERNANCE - Chargé(e) de communication (F/H)\n\nÀ propos de L'Oréal\nDepuis plus de 100 ans…", "L'Oréal", 'Chargé(e) de communication'],
  ])('reads %j', (text, company, position) => {
    expect(parsePosting(text)).toEqual({ company, position });
  });

  it.each([
    ['Nous recrutons ! Rejoignez-nous pour construire le futur de la mobilité.'],
    ['Notre client, leader de la distribution, recherche un Chef de rayon (H/F).'],
  ])('does not take a pronoun or a placeholder for the company: %j', (text) => {
    expect(parsePosting(text).company).toBeNull();
  });

  it('returns nulls for a text that names neither', () => {
    expect(parsePosting('Merci de nous envoyer votre CV.')).toEqual({ company: null, position: null });
  });
});
