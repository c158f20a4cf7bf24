import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const sector = (label: string, aliases: string, labelEn: string): TermEntry => term('sector', label, aliases, { labelEn });

/**
 * Hospital, clinic and pharmacy work: care techniques, services, records and the qualifications
 * that let a nurse practise, in French and English.
 */
export const HEALTH_TERMS: readonly TermEntry[] = [
  skill('soins infirmiers', 'soins infirmiers|soin infirmier|nursing care|nursing practice', 'nursing care'),
  skill('prise en charge des patients', 'prise en charge des patients|prise en charge du patient|prise en charge patient|prise en charge globale|patient care|care of patients', 'patient care'),
  skill('dossier patient informatisé', "dossier patient informatisé|dossier patient|dossier de soins|dossier de soins informatisé|dossier médical|=DPI|electronic health record|electronic health records|electronic patient record|electronic patient records|electronic medical records|=EHR|=EPR", 'electronic patient records'),
  skill('administration des médicaments', 'administration des médicaments|administration médicamenteuse|administration des traitements|distribution des médicaments|circuit du médicament|préparation des traitements|administrer les traitements|administrer les médicaments|medication administration|administer medication|administer medicines|medicines administration|administration of medicines|administering medication|administration of medication|medicines management|medication management', 'medication administration'),
  skill('prélèvements sanguins', 'prélèvements sanguins|prélèvement sanguin|prises de sang|prise de sang|bilans sanguins|blood sampling|blood samples|blood tests|phlebotomy|venepuncture|venipuncture', 'blood sampling'),
  skill('soins de plaies', 'soins de plaies|pansements|pansements complexes|plaies et cicatrisation|wound care|wound dressing|wound dressings', 'wound care'),
  skill('perfusions', 'perfusions|pose de perfusion|pose de perfusions|voies veineuses|voie veineuse périphérique|cathéters|iv therapy|intravenous therapy|cannulation|iv cannulation', 'IV therapy'),
  skill('surveillance des paramètres vitaux', 'surveillance des paramètres vitaux|paramètres vitaux|constantes vitales|surveillance des constantes|prise des constantes|vital signs|patient observations|monitoring vital signs|recording observations|taking observations|clinical observations', 'vital signs monitoring'),
  skill('soins post-opératoires', 'soins post-opératoires|soins postopératoires|suivi post-opératoire|suivi postopératoire|surveillance post-opératoire|post-operative care|postoperative care|post-op care|post-surgical care', 'post-operative care'),
  skill('soins de drains et sondes', 'soins de drains|soins des drains|surveillance des drains|soins de sondes|sondes urinaires|sonde urinaire|drain care|drain and catheter care|catheter care|urinary catheters|urinary catheter care', 'drain and catheter care'),
  skill('transmissions', 'transmissions|transmissions ciblées|transmissions écrites|transmissions orales|transmissions écrites et orales|relève infirmière|handover|handovers|shift handover|clinical handover', 'handovers'),
  skill('hygiène hospitalière', 'hygiène hospitalière|asepsie|règles d’asepsie|prévention des infections|prévention du risque infectieux|infection control|infection prevention|infection prevention and control|hand hygiene', 'infection control'),
  skill('éducation thérapeutique', 'éducation thérapeutique|éducation du patient|patient education|therapeutic education|health education', 'patient education'),
  skill('vaccination', 'vaccination|vaccinations|immunisation|immunization|immunisations', 'vaccination'),
  sector('urgences', "service des urgences|service d'urgences|urgences hospitalières|emergency department|emergency room|emergency medicine|emergency nursing", 'emergency department'),
  sector('bloc opératoire', 'bloc opératoire|operating theatre|operating theatres|operating room|theatre nursing|perioperative care', 'operating theatre'),
  sector('réanimation', 'réanimation|soins intensifs|soins critiques|intensive care|critical care|=ICU', 'intensive care'),
  sector('gériatrie', 'gériatrie|gériatrique|court séjour gériatrique|geriatrics|geriatric care|geriatric', 'geriatrics'),
  sector('pédiatrie', 'pédiatrie|pédiatrique|paediatrics|pediatrics|paediatric|pediatric|paediatric nursing', 'paediatrics'),
  sector('psychiatrie', 'psychiatrie|santé mentale|mental health|psychiatry|psychiatric|mental health nursing', 'mental health'),
  sector('soins palliatifs', 'soins palliatifs|accompagnement de fin de vie|fin de vie|palliative care|end of life care|end-of-life care', 'palliative care'),
  sector('oncologie', 'oncologie|cancérologie|oncology|cancer care', 'oncology'),
  sector('chirurgie', 'chirurgie|service de chirurgie|surgery|surgical ward|surgical nursing', 'surgery'),
  skill('organisation de la sortie', 'organisation de la sortie|préparation de la sortie|planification de la sortie|préparation des sorties|organisation des sorties|discharge planning|discharge coordination', 'discharge planning'),
  skill('gestion de la douleur', 'gestion de la douleur|évaluation de la douleur|prise en charge de la douleur|pain management|pain assessment', 'pain management'),
  skill('secret médical', 'secret médical|secret professionnel|confidentialité des données de santé|patient confidentiality|medical confidentiality', 'medical confidentiality'),
  skill('terminologie médicale', 'terminologie médicale|vocabulaire médical|medical terminology', 'medical terminology'),
  skill('dispensation', 'dispensation|délivrance des médicaments|délivrance des ordonnances|analyse des ordonnances|préparation des ordonnances|dispensing|prescription dispensing', 'dispensing'),
  skill('tiers payant', 'tiers payant|=CPAM|carte vitale|mutuelles et tiers payant|third-party payment', 'third-party payment'),
  sector('radiologie', 'radiologie|imagerie médicale|radiology|medical imaging|diagnostic imaging', 'medical imaging'),
  sector('rééducation', 'rééducation|kinésithérapie|rehabilitation|physiotherapy|physical therapy', 'rehabilitation'),
  term('diploma', "diplôme d'État infirmier", "diplôme d'état infirmier|diplôme d'état d'infirmier|diplôme d'infirmier|=DEI|infirmier diplômé d'état|infirmière diplômée d'état|ifsi|registered nurse|nmc registration|nmc pin|nursing degree|bsc nursing|bachelor of nursing", { level: 3, labelEn: 'registered nurse qualification' }),
  term('certification', 'AFGSU', "afgsu|afgsu 1|afgsu 2|afgsu niveau 1|afgsu niveau 2|attestation de formation aux gestes et soins d'urgence|gestes et soins d'urgence|basic life support|=BLS|advanced life support|=ALS|immediate life support", { labelEn: 'life support certificate' }),
  term('tool', 'DxCare', 'dxcare'),
  term('tool', 'Orbis', '=Orbis'),
  term('tool', 'Hopital Manager', 'hopital manager|hôpital manager'),
  term('tool', 'Cerner', '=Cerner'),
  term('tool', 'Epic', '=Epic|epic systems|epic ehr'),
];
