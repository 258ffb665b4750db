/**
 * Supreme Court rules and codes promulgated under an administrative-matter or bar-matter number. A citation of
 * one of these names a rule, not a decision: the library routes it to rules. Exact numbers only, so a near miss
 * ('A.M. No. 19-03-240-SC') stays an ordinary docket.
 */
export const COURT_RULES: Readonly<Record<string, string>> = {
  'AM:00-5-03-SC': 'Revised Rules of Criminal Procedure (2000)',
  'AM:01-7-01-SC': 'Rules on Electronic Evidence',
  'AM:02-6-02-SC': 'Rule on Adoption',
  'AM:02-8-13-SC': '2004 Rules on Notarial Practice',
  'AM:02-11-10-SC': 'Rule on Declaration of Absolute Nullity of Void Marriages and Annulment of Voidable Marriages',
  'AM:02-11-11-SC': 'Rule on Legal Separation',
  'AM:02-11-12-SC': 'Rule on Provisional Orders',
  'AM:03-02-05-SC': 'Rule on Guardianship of Minors',
  'AM:03-04-04-SC': 'Rule on Custody of Minors and Writ of Habeas Corpus in Relation to Custody of Minors',
  'AM:03-05-01-SC': 'New Code of Judicial Conduct for the Philippine Judiciary',
  'AM:03-06-13-SC': 'Code of Conduct for Court Personnel',
  'AM:04-10-11-SC': 'Rule on Violence Against Women and Their Children',
  'AM:07-9-12-SC': 'Rule on the Writ of Amparo',
  'AM:08-1-16-SC': 'Rule on the Writ of Habeas Data',
  'AM:08-8-7-SC': 'Rules of Procedure for Small Claims Cases',
  'AM:09-6-8-SC': 'Rules of Procedure for Environmental Cases',
  'AM:10-4-20-SC': 'Internal Rules of the Supreme Court',
  'AM:12-8-8-SC': 'Judicial Affidavit Rule',
  'AM:15-06-10-SC': 'Revised Guidelines for Continuous Trial of Criminal Cases',
  'AM:19-08-15-SC': 'Revised Rules on Evidence',
  'AM:19-10-20-SC': '2019 Amendments to the 1997 Rules of Civil Procedure',
  'AM:22-09-01-SC': 'Code of Professional Responsibility and Accountability',
  'BM:803': 'Bar Matter No. 803',
  'BM:850': 'Rules on Mandatory Continuing Legal Education',
  'BM:1922': 'MCLE compliance information in pleadings',
  'BM:2012': 'Rule on Mandatory Legal Aid Service',
};
