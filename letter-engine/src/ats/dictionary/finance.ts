import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const certification = (label: string, aliases: string, labelEn?: string): TermEntry =>
  term('certification', label, aliases, labelEn === undefined ? {} : { labelEn });

/**
 * Accounting, control, banking and insurance: ledgers, closings, tax, treasury, credit and the
 * accounting qualifications of France and abroad, in French and English.
 */
export const FINANCE_TERMS: readonly TermEntry[] = [
  skill('comptabilité', 'comptabilité|comptabilité générale|tenue comptable|tenue de la comptabilité|accounting|bookkeeping|general accounting', 'accounting'),
  skill('comptabilité fournisseurs', 'comptabilité fournisseurs|comptes fournisseurs|factures fournisseurs|règlements fournisseurs|accounts payable|purchase ledger|supplier invoices', 'accounts payable'),
  skill('comptabilité clients', 'comptabilité clients|comptes clients|relances clients|recouvrement|recouvrement des créances|accounts receivable|sales ledger|credit control|debt collection|debt recovery', 'accounts receivable'),
  skill('rapprochements bancaires', 'rapprochements bancaires|rapprochement bancaire|lettrage|lettrage des comptes|bank reconciliation|bank reconciliations|reconciliations|account reconciliation|balance sheet reconciliations', 'bank reconciliation'),
  skill('clôtures comptables', 'clôture comptable|clôtures comptables|clôtures mensuelles|clôture mensuelle|clôtures annuelles|bilan annuel|bilans|liasse fiscale|month-end close|month end close|year-end close|year end accounts|closing the books|accounts closing', 'financial closing'),
  skill('contrôle de gestion', 'contrôle de gestion|management control|controlling|financial control|cost control|contrôle des coûts|comptabilité analytique|cost accounting|management accounting|management accounts', 'management control'),
  skill('analyse financière', 'analyse financière|financial analysis|modélisation financière|modèle financier|financial modelling|financial modeling|financial model|financial models', 'financial analysis'),
  skill('gestion budgétaire', 'gestion budgétaire|suivi budgétaire|gestion de budget|gestion du budget|élaboration du budget|budget management|budgeting|budget monitoring', 'budget management'),
  skill('analyse des écarts', 'analyse des écarts|écarts budgétaires|budget vs réalisé|variance analysis|budget vs actuals|budget versus actuals', 'variance analysis'),
  skill('FP&A', 'fp&a|financial planning and analysis', 'FP&A'),
  skill('prévisions financières', 'prévisions financières|prévisionnel|budget prévisionnel|forecasts|forecasting|financial forecasting|cash flow forecasting|reforecast', 'forecasting'),
  skill('fiscalité', 'fiscalité|déclarations fiscales|taxation|tax|tax returns|corporate tax|impôt sur les sociétés', 'taxation'),
  skill('TVA', '=TVA|déclarations de tva|déclaration de tva|=VAT|vat returns', 'VAT'),
  skill('trésorerie', 'trésorerie|gestion de trésorerie|cash management|treasury|cash flow|plan de trésorerie', 'cash management'),
  skill('consolidation', 'consolidation|comptes consolidés|consolidation des comptes|consolidated accounts|group consolidation|intercompany', 'consolidation'),
  skill('normes IFRS', '=IFRS|normes ifrs|=GAAP|us gaap|uk gaap|normes comptables|accounting standards|=PCG|plan comptable général', 'IFRS'),
  skill('audit', 'audit|audit interne|audit externe|commissariat aux comptes|internal audit|external audit|statutory audit', 'audit'),
  skill('gestion des risques', 'gestion des risques|analyse des risques|évaluation des risques|cartographie des risques|risk management|risk assessment|risk analysis', 'risk management'),
  skill('lutte anti-blanchiment', 'lutte anti-blanchiment|lutte contre le blanchiment|=LCB-FT|=LCB|=KYC|=AML|anti-money laundering|know your customer|financial crime', 'AML/KYC'),
  skill('analyse de crédit', "analyse de crédit|analyse crédit|risque de crédit|octroi de crédit|montage de dossiers de crédit|credit analysis|credit risk|underwriting|loan processing", 'credit analysis'),
  skill('gestion de patrimoine', 'gestion de patrimoine|conseil en patrimoine|conseil patrimonial|gestion privée|wealth management|financial advice|financial planning|private banking', 'wealth management'),
  skill('produits bancaires', 'produits bancaires|produits financiers|crédits immobiliers|crédit immobilier|épargne|assurance-vie|placements financiers|banking products|financial products|mortgages|savings products', 'banking products'),
  skill('assurance', "produits d'assurance|contrats d'assurance|gestion des sinistres|souscription|courtage en assurance|assurance dommages|insurance products|insurance policies|claims handling|claims management|insurance broking", 'insurance'),
  skill('paiements', 'moyens de paiement|traitement des paiements|virements|payment processing|processing payments|direct debits|=SEPA', 'payment processing'),
  skill('facturation', 'facturation|établissement des factures|émission des factures|factures clients|invoicing|billing|invoices|invoice processing', 'invoicing'),
  skill('notes de frais', 'notes de frais|note de frais|frais professionnels|expense reports|expense claims|expenses processing', 'expense reports'),
  skill('immobilisations', 'immobilisations|amortissements|fixed assets|depreciation', 'fixed assets'),
  skill('fusions-acquisitions', "fusions-acquisitions|fusions et acquisitions|mergers and acquisitions|corporate finance|finance d'entreprise|due diligence", 'M&A'),
  skill('valorisation', "valorisation d'entreprise|évaluation d'entreprise|valuation|valuations|=DCF|discounted cash flow", 'valuation'),
  term('diploma', 'DCG', "=DCG|diplôme de comptabilité et de gestion", { level: 3 }),
  term('diploma', 'DSCG', "=DSCG|diplôme supérieur de comptabilité et de gestion", { level: 5 }),
  term('diploma', "diplôme d'expertise comptable", "diplôme d'expertise comptable|=DEC|expert-comptable diplômé|expert comptable diplômé|expertise comptable", { level: 8, labelEn: 'French chartered accountancy diploma' }),
  certification('ACCA', '=ACCA|chartered certified accountant'),
  certification('CIMA', '=CIMA|chartered management accountant'),
  certification('ACA', '=ACA|=ICAEW|chartered accountant|=ACA qualified'),
  certification('CPA', '=CPA|certified public accountant'),
  certification('CFA', '=CFA charterholder|cfa level|cfa level 1|cfa level 2|cfa level 3|chartered financial analyst', 'CFA'),
  certification('AMF', "certification amf|certifié amf|=AMF", 'AMF certification'),
  term('tool', 'QuickBooks', 'quickbooks'),
  term('tool', 'Xero', '=Xero'),
  term('tool', 'Pennylane', 'pennylane'),
  term('tool', 'EBP', '=EBP'),
  term('tool', 'Kyriba', 'kyriba'),
  term('tool', 'Quadratus', 'quadratus|quadra'),
];
