import { parseCitation, documentIdentityKey } from '../packages/shared/src/citations/index.ts';
for (const c of ['G.R. No. 173256', 'G.R. Nos. 178831-32', 'A.M. No. P-23-101', 'A.M. No. RTJ-06-1976', 'Republic Act No. 9995', 'Act No. 3815', 'Batas Pambansa Blg. 22', 'Commonwealth Act No. 141', 'Presidential Decree No. 1529', 'Executive Order No. 209', 'Administrative Order No. 35', 'Memorandum Order No. 28', 'Memorandum Circular No. 77', 'Proclamation No. 1081', 'General Order No. 1', 'Letter of Instruction No. 1', 'Letter of Implementation No. 1', 'Memorandum Circular No. 2012-01', '1987 Constitution', 'AIR SERVICES AGREEMENT']) {
  const r = (parseCitation as any)(c); const p = r.ok ? r.citation : { kind: "FAIL " + r.reason };
  console.log(c.padEnd(34), JSON.stringify(p && { kind: p.kind, serials: p.serials }));
}
console.log(documentIdentityKey({ documentType: 'Republic Act', citation: 'Republic Act No. 9995', dateEnacted: '2010-02-15' } as any));
console.log(documentIdentityKey({ documentType: 'Supreme Court Decision', citation: 'G.R. No. 173256', grNumber: '173256', dateDecided: '2007-10-09' } as any));
