import json
L = 'http://127.0.0.1:8080/lawphil'
E = 'http://127.0.0.1:8080/elibrary'
specs = []
def lp(page, category, note=None, pageKind=None, filters=(None,), today=None):
    cases = []
    for f in filters:
        c = {"source": "lawphil", "category": category, "url": f"{L}/{page}", "baseUrl": L}
        if note: c["note"] = note
        if pageKind: c["pageKind"] = pageKind
        if f is not None: c["filter"] = f
        if today: c["today"] = today
        cases.append(c)
    specs.append({"root": "sites", "page": f"lawphil/{page}", "cases": cases})
def el(page, category, note=None, pageKind=None, filters=(None,), categories=None):
    cases = []
    for cat in (categories or [category]):
        for f in filters:
            c = {"source": "elibrary", "category": cat, "url": f"{E}/{page}", "baseUrl": E}
            if note: c["note"] = note
            if pageKind: c["pageKind"] = pageKind
            if f is not None: c["filter"] = f
            cases.append(c)
    specs.append({"root": "sites", "page": f"elibrary/{page}", "cases": cases})

SC = 'supreme-court-decisions'
lp('judjuris/judjuris.html', SC, 'Master page: 2040 is in the future and dropped; newest year first; a year filter keeps one year.', 'decision-master', (None, {"year": 2005}), today='2025-06-01')
lp('judjuris/juri2023/juri2023.html', SC, 'Only January and March are links; the other months are progressive non-links.', 'decision-year', (None, {"year": 2023, "month": "Mar"}, {"month": "Feb"}))
lp('judjuris/juri2005/juri2005.html', SC, None, 'decision-year')
lp('judjuris/juri2023/jan2023/jan2023.html', SC, 'Three-column rows with PDFs, a PDF-only row (a.nya) skipped, a joint decision listed twice, a separate opinion link.', 'decision-month', (None, {"year": 2023, "month": 1}, {"year": 2022}))
lp('judjuris/juri2023/mar2023/mar2023.html', SC, "Date written without a space ('March 15,2023').", 'decision-month')
lp('judjuris/juri2005/feb2005/feb2005.html', SC, "The broken unlinked row <a class=\"nya\" \"ac_6500_2005.html\"> is skipped.", 'decision-month')
lp('judjuris/juri2023/jan2023/gr_250001_2023.html', SC, 'windows-1252 bytes (ñ, curly quotes, dashes); 2016+ layout; C.J. ponente; <cite> watermark.')
lp('judjuris/juri2023/jan2023/gr_251234_2023.html', SC, 'Joint decision: the second docket is kept as a related docket, the title is the first caption.')
lp('judjuris/juri2023/jan2023/am_p-23-101_2023.html', SC, 'Administrative matter (no G.R. number), parenthetical former number dropped, PER CURIAM.')
lp('judjuris/juri2023/mar2023/gr_255555_2023.html', SC, 'Date on its own line before the G.R. line; R E S O L U T I O N.')
lp('judjuris/juri2005/feb2005/gr_160001_2005.html', SC, '2000s layout, bare watermark, separate opinion printed after a first footer (kept).')
tables = [
 ('statutes/repacts/repacts.html', 'republic-acts', ({}, {"year": 2012}, {"month": "Apr"})),
 ('statutes/acts/acts.html', 'acts', (None,)),
 ('statutes/bataspam/bataspam.html', 'batas-pambansa', (None,)),
 ('statutes/comacts/comacts.html', 'commonwealth-act', (None,)),
 ('statutes/presdecs/legis_pd.html', 'presidential-decree', (None, {"year": 1977})),
 ('executive/execord/execord.html', 'executive-orders', (None,)),
 ('executive/ao/ao.html', 'administrative-orders', (None,)),
 ('executive/mo/mo.html', 'memorandum-orders', (None,)),
 ('executive/mc/mc.html', 'memorandum-circulars', (None,)),
 ('executive/proc/proc.html', 'presidential-proclamations', (None,)),
 ('executive/genor/genor.html', 'general-order', (None,)),
]
for page, cat, filters in tables:
    lp(page, cat, None, 'statute-table', tuple(None if f == {} else f for f in filters))
docs = [
 ('statutes/repacts/ra2012/ra_10173_2012.html', 'republic-acts', "Older layout; 'Approved,' without a date before the signatures; 'Approved: AUG 15 2012' without a comma."),
 ('statutes/repacts/ra2019/ra_11313_2019.html', 'republic-acts', "Newer layout; <cite> watermark; LawPhil's 'Source:' link removed."),
 ('statutes/acts/act1911/act_2031_1911.html', 'acts', "'Enacted, February 3, 1911.'"),
 ('statutes/bataspam/bp1979/bp_22_1979.html', 'batas-pambansa', 'A note paragraph before the number line.'),
 ('statutes/comacts/ca1936/ca_141_1936.html', 'commonwealth-act', None),
 ('statutes/presdecs/pd1978/pd_1529_1978.html', 'presidential-decree', 'No Approved line: the date of the number line.'),
 ('executive/execord/eo1987/eo_209_1987.html', 'executive-orders', None),
 ('executive/ao/ao2012/ao_35_2012.html', 'administrative-orders', None),
 ('executive/mo/mo1986/mo_28_1986.html', 'memorandum-orders', None),
 ('executive/mc/mc2020/mc_77_2020.html', 'memorandum-circulars', None),
 ('executive/proc/proc1972/proc_1081_1972.html', 'presidential-proclamations', 'No date in the number line and no Approved line: the last date of the closing paragraphs.'),
 ('executive/genor/go1972/go_1_1972.html', 'general-order', None),
]
for page, cat, note in docs:
    lp(page, cat, note)
lp('consti/constitu.html', 'constitutions', 'Only /consti/cons*.html links count; navigation links are ignored.', 'document-links', (None, {"year": 1987}))
lp('consti/cons1935.html', 'constitutions', 'No meta subject; title from the first heading; date from the constitutions table.')
lp('courts/rules/rules.html', 'rules-of-court', None, 'document-links')
lp('courts/rules/rc_1-71_civil.html', 'rules-of-court', "Date from the 'Effective July 1, 1997' line.")

el('sitemap/sitemap_main', 'letter-of-instruction', 'Unknown shelf ids are found on the site map by their label; absolute links move onto the local root.', 'directory',
   categories=['letter-of-instruction', 'letter-of-implementation', 'regional-multilateral-treaties', 'national-administrative-register'])
el('thebookshelf/31', 'letter-of-instruction', None, 'shelf', (None, {"year": 1972, "month": "Sep"}))
el('thebookshelf/32', 'letter-of-implementation', None, 'shelf')
el('thebookshelf/10', 'national-administrative-register', None, 'shelf', (None, {"year": 2012, "month": 1}, {"year": 2013}))
el('thebookshelf/35', 'bilateral-treaties', None, 'shelf')
el('thebookshelf/36', 'regional-multilateral-treaties', None, 'shelf')
el('thebookshelf/1', 'supreme-court-decisions', None, 'shelf')
el('thebookshelf/docmonth/Sep/1972/31', 'letter-of-instruction', None, 'month')
el('thebookshelf/docmonth/Oct/1972/31', 'letter-of-instruction', 'An empty month is a normal answer.', 'month')
el('thebookshelf/docmonth/Nov/1972/32', 'letter-of-implementation', 'Entries as bare anchors in div#container_title (newer captures), not in <li>.', 'month')
el('thebookshelf/docmonth/Jan/2012/10', 'national-administrative-register', None, 'month')
el('thebookshelf/docmonth/Mar/2012/10', 'national-administrative-register', None, 'month')
el('thebookshelf/docmonth/Mar/1998/35', 'bilateral-treaties', None, 'month')
el('thebookshelf/docmonth/Aug/1967/36', 'regional-multilateral-treaties', None, 'month')
el('thebookshelf/docmonth/Feb/2024/1', 'supreme-court-decisions', None, 'month')
el('thebookshelf/showdocs/31/90201', 'letter-of-instruction', None)
el('thebookshelf/showdocs/32/90301', 'letter-of-implementation', None)
el('thebookshelf/showdocs/10/90001', 'national-administrative-register', 'An agency issuance in the NAR: number and date from the bracketed heading.')
el('thebookshelf/showdocs/35/13063', 'bilateral-treaties', 'A treaty heading has no statute number: the text before the date is the citation.')
el('thebookshelf/showdocs/36/90101', 'regional-multilateral-treaties', None)
el('thebookshelf/showdocs/1/90401', 'supreme-court-decisions', "UTF-8 page; ponente printed 'LOPEZ, J., J.:'.")
json.dump(specs, open('/work/main/.scratch-sources/specs-sites.json', 'w'), indent=1)
print(len(specs))
