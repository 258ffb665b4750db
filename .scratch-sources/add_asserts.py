import json, os
BASE = '/work/main/apps/worker/test/fixtures/expected'
A = {
 'real/lawphil/gr_71464_1988.html': (["PARAS, J.:", "WHEREFORE, premises considered, the guilt of the accused has been proved beyond reasonable doubt.", "SO ORDERED.", "Footnotes", "1 Penned by Judge Cicero C. Jurado"], ["history.back", "Lawphil"], ['<sup>1</sup>'], []),
 'real/lawphil/gr_173256_2007.html': (["D E C I S I O N", "NACHURA, J.:", "WHEREFORE, the petition is DENIED.", "C E R T I F I C A T I O N", "16 Velasco v. National Labor Relations Commission"], [], ['href="#doc-fnt1" id="doc-rnt1"', 'id="doc-fnt16"'], ['name="']),
 'real/lawphil/gr_161425_2016.html': (["RESOLUTION", "PEREZ, J.:", "WHEREFORE, the Petition is DENIED for being moot and academic.", "NOTICE OF JUDGMENT", "Rustom Ordoñez", "the second .affidavit of retraction"], ["1aшphi1"], ["<sup>16</sup>"], ['class="']),
 'real/lawphil/ra-9995-anti-voyeurism.html': (["REPUBLIC ACT No. 9995", "Section 10. Effectivity Clause.", "Approved: FEB 15, 2010", "GLORIA MACAPAGAL-ARROYO"], ["1avvphi1"], [], []),
 'real/lawphil/ra-8792-e-commerce.html': (["REPUBLIC ACT NO. 8792 June 14, 2000", "Section 42. Effectivity.", "JOSEPH E. ESTRADA"], ["dilg.gov.ph", "Source:"], [], ['dilg.gov.ph']),
 'real/lawphil/act-3815-revised-penal-code.html': (["[ Act No. 3815, December 08, 1930 ]", "Article 1. Time when Act takes effect.", "Article 367. Repealing clause.", "Approved, December 8, 1930."], ["1aшphi1"], [], []),
 'real/lawphil/constitution-1987.html': (["PREAMBLE", "ARTICLE I\nNATIONAL TERRITORY", "ARTICLE XVIII\nTRANSITORY PROVISIONS", "Section 27. This Constitution shall take effect immediately upon its ratification"], [], [], []),
 'real/elibrary/elibrary_case.html': (["D E C I S I O N", "INTING, J.:", "SO ORDERED.", "SECTION 11. Contempt. – The committee may punish", "cardiomyopathy—a serious condition"], ["â", "BR>", "View printer friendly version"], ['<h2 style="background-color:#cccccc">[ G.R. No. 279692, June 11, 2025 ]</h2>'], ['showdocsfriendly']),
 'real/elibrary/elibrary_printer_friendly_gr_116610_1996.html': (["VITUG, J.:", "Felix Tañola", "SO ORDERED", "[20] People vs. Pastoral, 226 SCRA 219"], ["Source: Supreme Court E-Library", "dynamically generated", "E-LibCMS"], [], ['sclogo', 'grammarly']),
 'sites/lawphil/judjuris/juri2023/jan2023/gr_250001_2023.html': (["MARIA CLARA TAÑADA-ORDOÑEZ", "The petitioner’s “urgent” motion — filed a day after the canvass", "Parañaque", "GESMUNDO, C.J.:", "2 Id. at 25–31; penned by Commissioner José “Pepe” Santiago."], ["1aшphi1", "\ufffd"], ['<sup>1</sup>', 'Republic of the Philippines<br />SUPREME COURT'], ['sc-hdr', 'class="']),
 'sites/lawphil/judjuris/juri2023/jan2023/gr_251234_2023.html': (["[ G.R. Nos. 251300-01 ]", "ANA B. REYES, PETITIONER", "ACCORDINGLY, the petitions are GRANTED."], [], [], []),
 'sites/lawphil/judjuris/juri2023/jan2023/am_p-23-101_2023.html': (["PER CURIAM:", "(Formerly OCA IPI No. 21-5000-P)", "is DISMISSED from the service"], [], [], []),
 'sites/lawphil/judjuris/juri2023/mar2023/gr_255555_2023.html': (["March 15, 2023", "R E S O L U T I O N", "DENIED with FINALITY"], [], [], []),
 'sites/lawphil/judjuris/juri2005/feb2005/gr_160001_2005.html': (["CORONA, J.:", "SEPARATE CONCURRING OPINION", "PANGANIBAN, C.J.:", "I concur in the ponencia.", "recovery of possession."], ["1avvphi1"], ['href="#doc-fnt1" id="doc-rnt1"'], []),
 'sites/lawphil/statutes/repacts/ra2012/ra_10173_2012.html': (["Congress of the Philippines", "\"Data Privacy Act of 2012\"", "Approved: AUG 15 2012"], [], [], []),
 'sites/lawphil/statutes/repacts/ra2019/ra_11313_2019.html': (["[ Republic Act No. 11313, April 17, 2019 ]", "\"Safe Spaces Act\"", "RODRIGO ROA DUTERTE"], ["1avvphi1", "Source: Official Gazette"], [], ['officialgazette']),
 'sites/lawphil/statutes/acts/act1911/act_2031_1911.html': (["Section 1. Form of negotiable instruments.", "Enacted, February 3, 1911."], [], [], []),
 'sites/lawphil/statutes/bataspam/bp1979/bp_22_1979.html': (["(See also Supreme Court Administrative Circular No. 12-2000", "BATAS PAMBANSA BLG. 22", "Approved: April 3, 1979."], [], [], []),
 'sites/lawphil/statutes/comacts/ca1936/ca_141_1936.html': (["COMMONWEALTH ACT No. 141", "\"The Public Land Act.\""], [], [], []),
 'sites/lawphil/statutes/presdecs/pd1978/pd_1529_1978.html': (["PRESIDENTIAL DECREE No. 1529 June 11, 1978", "PROPERTY REGISTRATION DECREE"], [], [], []),
 'sites/lawphil/executive/execord/eo1987/eo_209_1987.html': (["[ Executive Order No. 209, July 06, 1987 ]", "Article 1. Marriage is a special contract"], [], [], []),
 'sites/lawphil/executive/ao/ao2012/ao_35_2012.html': (["MALACAÑANG", "[ Administrative Order No. 35, November 22, 2012 ]"], [], [], []),
 'sites/lawphil/executive/mo/mo1986/mo_28_1986.html': (["MEMORANDUM ORDER NO. 28 July 10, 1986", "JOKER P. ARROYO"], [], [], []),
 'sites/lawphil/executive/mc/mc2020/mc_77_2020.html': (["[ Memorandum Circular No. 77, March 16, 2020 ]", "skeleton workforce"], [], [], []),
 'sites/lawphil/executive/proc/proc1972/proc_1081_1972.html': (["PROCLAMATION No. 1081", "Done in the City of Manila, September 21, 1972."], [], [], []),
 'sites/lawphil/executive/genor/go1972/go_1_1972.html': (["[ General Order No. 1, September 22, 1972 ]", "I shall govern the nation"], [], [], []),
 'sites/lawphil/consti/cons1935.html': (["PREAMBLE", "ARTICLE I\nTHE NATIONAL TERRITORY"], [], ['id="doc-a1"'], []),
 'sites/lawphil/courts/rules/rc_1-71_civil.html': (["Effective July 1, 1997", "RULE 1\nGeneral Provisions", "Section 6. Construction."], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/31/90201': (["[ LETTER OF INSTRUCTION NO. 1, September 22, 1972 ]", "TO: The Secretary of National Defense"], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/32/90301': (["[ LETTER OF IMPLEMENTATION NO. 1, November 06, 1972 ]", "Certificates of Land Transfer"], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/10/90001': (["(NAR) VOL. 23 NO. 1, JANUARY - MARCH 2012", "DEPARTMENT OF LABOR AND EMPLOYMENT", "U.P. Law Center – Office of the National Administrative Register"], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/35/13063': (["the “Contracting Parties”", "ARTICLE 1\nDEFINITIONS"], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/36/90101': (["Association of South-East Asian Nations (ASEAN)", "Done in Bangkok"], [], [], []),
 'sites/elibrary/thebookshelf/showdocs/1/90401': (["982 Phil. 110", "LOPEZ, J., J.:", "Ricardo Peña’s conviction", "— the prosecution says —", "[1] Rollo, pp. 12–35."], [], ['<sup style="color:rgb(255, 0, 0)">[1]</sup>'], ['showdocsfriendly']),
}
for page, (contains, not_contains, html_contains, html_not) in A.items():
    path = os.path.join(BASE, page + '.json')
    d = json.load(open(path))
    for c in d['cases']:
        e = c['expectedDocument']
        e['content']['contains'] = contains
        if not_contains: e['content']['notContains'] = not_contains
        if html_contains: e['htmlContent']['contains'] = html_contains
        if html_not: e['htmlContent']['notContains'] = html_not
    json.dump(d, open(path, 'w'), indent=2, ensure_ascii=False)
    open(path, 'a').write('\n')
# every document expectation must have hand-written assertions
for root, _, files in os.walk(BASE):
    for f in files:
        d = json.load(open(os.path.join(root, f)))
        for c in d['cases']:
            if 'expectedDocument' in c and 'contains' not in c['expectedDocument']['content']:
                print('MISSING', os.path.join(root, f))
