import { alternance } from './letters/alternance.ts';
import { assistanteRh } from './letters/assistante-rh.ts';
import { chefDeProjet } from './letters/chef-de-projet.ts';
import { commercial } from './letters/commercial.ts';
import { developpeur } from './letters/developpeur.ts';
import { infirmiere } from './letters/infirmiere.ts';
import { reconversion } from './letters/reconversion.ts';
import { stage } from './letters/stage.ts';
import type { ExampleLettersText } from './letter-example.ts';

/** Each example's letters by the id of its card; imported by the dialog only, downloaded when one opens. */
export const exampleLetters: Readonly<Record<string, ExampleLettersText>> = {
  developpeur,
  infirmiere,
  commercial,
  alternance,
  reconversion,
  stage,
  'chef-de-projet': chefDeProjet,
  'assistante-rh': assistanteRh,
};
