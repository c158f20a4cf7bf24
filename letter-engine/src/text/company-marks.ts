// A legal form or a trading mark makes a phrase a company's name, whatever job word it holds:
// 'Fade & Co. Barbers', 'Harbridge Logistics Ltd', 'Groupe Marsan', 'Acme SAS'.
const COMPANY_MARK = /(?:&\s?Co\b\.?|\bCo\.|\b(?:Ltd|Limited|Inc|LLC|PLC|SAS|SASU|SARL|EURL|GmbH|Groupe|Group)\b)/u;

// Rule 'a public body's name is an employer': 'Driver and Vehicle Standards Agency' under 'Driving Examiner' (Civil Service
// Jobs, round 28: read as the post), 'Maidstone Borough Council', 'Leeds Teaching Hospitals NHS Trust', 'Department for Work
// and Pensions': the word that ends or opens such a name says an organisation, whatever job word it holds ('Driver').
const PUBLIC_BODY = /(?:\b(?:Agency|Council|Authority|Commission|Trust)$|^(?:Department (?:for|of)|Ministry (?:of|for)|HM) \p{Lu})/u;

/** True when a phrase carries a company's legal form or trading mark, or names a public body. */
export function hasCompanyMark(phrase: string): boolean {
  return COMPANY_MARK.test(phrase) || PUBLIC_BODY.test(phrase.trim());
}
