import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Warehouses, transport and purchasing: flows, order picking, forklifts, shipping and the licences
 * of those trades, in French and English.
 */
export const LOGISTICS_TERMS: readonly TermEntry[] = [
  skill('logistique', 'logistique|logistics', 'logistics'),
  skill('supply chain', 'supply chain|chaîne logistique|gestion des approvisionnements|approvisionnement des magasins|approvisionnement des sites|procurement', 'supply chain'),
  skill('achats', 'achats|purchasing|acheteur', 'purchasing'),
  skill('gestion des stocks', 'gestion des stocks|gestion de stock|gestion du stock|gérer les stocks|suivi des stocks|suivi du stock|contrôle des stocks|inventory management|stock management|stock control|inventory control|managing stock', 'inventory management'),
  skill('préparation de commandes', 'préparation de commandes|préparation des commandes|préparateur de commandes|préparatrice de commandes|order picking|order preparation|picking|pick and pack|picking and packing|order fulfilment|order fulfillment', 'order picking'),
  skill('réception des marchandises', 'réception des marchandises|réception de marchandises|réception des livraisons|réception et contrôle des marchandises|contrôle des livraisons|contrôle à réception|goods receiving|goods inwards|receiving deliveries|receiving goods|inbound deliveries|processing deliveries|réception des nouveautés|réception des offices', 'receiving deliveries'),
  skill('expédition', 'expéditions|expédition|expédition des commandes|gestion des expéditions|shipping|dispatch|despatch|outbound logistics', 'shipping'),
  skill('chargement et déchargement', 'chargement et déchargement|chargement des camions|déchargement des camions|déchargement|chargement|loading and unloading|unloading|loading bays|vehicle loading', 'loading and unloading'),
  skill('manutention', 'manutention|manutention de charges|port de charges|port de charges lourdes|manual handling|heavy lifting|lifting heavy loads', 'manual handling'),
  skill('conditionnement', 'conditionnement|emballage|colisage|filmage des palettes|packing|packaging|palletising|palletizing', 'packing'),
  skill('conduite de chariots élévateurs', "chariot élévateur|chariots élévateurs|conduite de chariots|conduite d'engins de manutention|transpalette|transpalettes|transpalette électrique|gerbeur|forklift|forklifts|forklift truck|forklift driving|reach truck|pallet truck|pallet jack|counterbalance", 'forklift operation'),
  term('certification', 'CACES', 'caces|caces r489|caces r485|caces 1|caces 3|caces 5|=R489|=R485|forklift licence|forklift license|forklift certificate|forklift certification|reach truck licence|counterbalance licence|truck licence|flt licence|=RTITB|=ITSSAR', { labelEn: 'forklift licence (CACES)' }),
  skill('WMS', "=WMS|warehouse management system|warehouse management systems|logiciel de gestion d'entrepôt", 'WMS'),
  skill('TMS', '=TMS|transport management system|logiciel de gestion des transports', 'TMS'),
  skill('gestion des transports', 'gestion des transports|gestion du transport|organisation des transports|affrètement|plan de transport|transport management|freight management|freight forwarding|fret|freight', 'transport management'),
  skill('douane', 'douane|formalités douanières|dédouanement|déclarations en douane|customs|customs clearance|customs declarations', 'customs'),
  skill('Incoterms', 'incoterms|incoterm', 'Incoterms'),
  skill('gestion des flux', 'gestion des flux|flux logistiques|flux entrants et sortants|flux physiques|flow management|inbound and outbound|goods flow', 'flow management'),
  skill('FIFO', '=FIFO|=FEFO|=LIFO|premier entré premier sorti|first in first out', 'FIFO'),
  skill('rotation des stocks', 'rotation des stocks|rotation du stock|rotation des produits|stock rotation|rotating stock|rotate stock|stock rotations', 'stock rotation'),
  skill('tournées de livraison', 'tournées de livraison|tournée de livraison|livraison en tournée|livraisons aux clients|delivery rounds|delivery round|multi-drop|multi drop|route planning|delivery routes', 'delivery rounds'),
  skill('relations fournisseurs', 'relation fournisseurs|relations fournisseurs|gestion des fournisseurs|négociation fournisseurs|supplier relations|supplier relationships|supplier management|vendor management', 'supplier management'),
  skill('scanner RF', 'terminal radiofréquence|terminaux radiofréquence|terminal rf|=PDA|scanette|scanettes|rf scanner|rf scanners|handheld scanner|handheld terminal|rf gun', 'RF scanning'),
  skill('règles de sécurité', "règles de sécurité|consignes de sécurité|normes de sécurité|sécurité au travail|santé et sécurité au travail|prévention des risques professionnels|health and safety|safety rules|safety procedures|=HSE|=QHSE", 'health and safety'),
  skill('EPI', '=EPI|port des epi|équipements de protection individuelle|=PPE|personal protective equipment', 'PPE'),
  term('certification', 'SST', '=SST|sauveteur secouriste du travail|sauveteur secouriste|=PSC1|first aid at work|first aid certificate|first aider|first aid', { labelEn: 'first aid certificate' }),
  // A certificate of its own (the one early-years settings require): an adult first aid course is not it.
  term('certification', 'premiers secours pédiatriques', 'paediatric first aid|pediatric first aid|premiers secours pédiatriques|secourisme pédiatrique', { labelEn: 'Paediatric First Aid', implies: ['SST'] }),
  term('certification', 'permis C', 'permis c|permis ce|permis c1|permis poids lourd|permis poids lourds|permis pl|permis spl|hgv licence|hgv driver|class 1 licence|class 2 licence|c+e licence|=LGV|c1 licence', { labelEn: 'HGV licence' }),
  term('certification', 'FIMO', '=FIMO|=FCO|driver cpc|=CPC|carte conducteur|digital tachograph card|tachograph', { labelEn: 'Driver CPC' }),
  term('certification', 'ADR', '=ADR|transport de matières dangereuses|matières dangereuses|dangerous goods|hazardous materials|hazmat', { labelEn: 'ADR (dangerous goods)' }),
  term('tool', 'Reflex WMS', '=Reflex|reflex wms', { implies: ['WMS'] }),
  term('tool', 'SAP EWM', 'sap ewm|=EWM', { implies: ['WMS'] }),
  term('tool', 'Manhattan WMS', 'manhattan wms|manhattan scale|manhattan associates', { implies: ['WMS'] }),
];
