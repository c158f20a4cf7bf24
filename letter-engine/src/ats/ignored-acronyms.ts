/**
 * Upper-case words of postings and letters that are not skills: contracts, company forms, places,
 * job levels, units. Folded (lower case).
 */
export const IGNORED_ACRONYMS: ReadonlySet<string> = new Set([
  'cdi', 'cdd', 'rtt', 'cse', 'ce', 'rh', 'hr', 'pme', 'tpe', 'eti', 'sa', 'sas', 'sasu', 'sarl', 'eurl', 'inc', 'ltd',
  'llc', 'plc', 'gmbh', 'cv', 'faq', 'usa', 'uk', 'eu', 'ue', 'fr', 'en', 'asap', 'ceo', 'cto', 'cfo', 'coo', 'cmo',
  'vp', 'drh', 'dsi', 'pdg', 'dg', 'ok', 'ko', 'nb', 'ps', 'pdf', 'doc', 'docx', 'ttc', 'ht', 'brut', 'k', 'keur',
  'eur', 'usd', 'gbp', 'idf', 'paca', 'rqth', 'tt', 'esn', 'ssii', 'btp', 'na', 'etc', 'h', 'f', 'hf', 'fh', 'mf',
  'wmd', 'mwd', 'am', 'pm', 'gmt', 'cet', 'utc', 'ca', 'rer', 'tgv', 'sncf', 'ratp', 'siret', 'ape', 'urssaf', 'jo',
  'ia', 'ai', 'it', 'si', 'ide', 'nous', 'vous', 'we', 'you', 'our', 'the', 'and', 'et', 'ou', 'or', 'le', 'la', 'les', 'de',
  'des', 'du', 'un', 'une', 'a', 'i', 'hq', 'rse', 'csr', 'dei', 'id', 'qa', 'e.g', 'i.e', 'eg', 'ie',
  // The ends of contractions a shouting post writes in capitals: "WE'RE HIRING", "YOU'LL", "WE'VE", "IT'S", "C'EST".
  're', 'll', 've', 's', 'd', 'm', 't', 'est', 'dm', 'ref', 'faq',
]);

/**
 * Ignored acronyms that name a field of work: a company is 'du BTP' or 'une ESN' far more often than a
 * posting asks for one, but a requirement line that names one ('la convention collective du BTP')
 * asks for experience of it, which the fact check reads (see fact-check/posting-vocabulary.ts).
 */
export const SECTOR_ACRONYMS: ReadonlySet<string> = new Set(['btp', 'esn', 'ssii', 'rse', 'csr', 'qa', 'ia', 'ai']);
