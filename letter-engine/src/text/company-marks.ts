// A legal form or a trading mark makes a phrase a company's name, whatever job word it holds:
// 'Fade & Co. Barbers', 'Harbridge Logistics Ltd', 'Groupe Marsan', 'Acme SAS'.
const COMPANY_MARK = /(?:&\s?Co\b\.?|\bCo\.|\b(?:Ltd|Limited|Inc|LLC|PLC|SAS|SASU|SARL|EURL|GmbH|Groupe|Group)\b)/u;

/** True when a phrase carries a company's legal form or trading mark. */
export function hasCompanyMark(phrase: string): boolean {
  return COMPANY_MARK.test(phrase);
}
