# Writes the LawPhil mini-site fixtures (test-only pages written after LawPhil's real structure).
import os
ROOT = '/work/main/apps/worker/test/fixtures/sites/lawphil'
NOTE = '<!-- Test fixture for the batas scrapers, written after the structure of LawPhil pages. Text abridged; not a copy of a LawPhil page. -->'

def write(path, html, encoding='ascii'):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    data = html.strip('\n').replace('\r\n', '\n').replace('\n', '\r\n') + '\r\n'
    with open(full, 'wb') as f:
        f.write(data.encode(encoding))

def up(path):
    return '../' * path.count('/')

def chrome_top(path, title, extra_head=''):
    u = up(path)
    return f'''<html>
<head>
<meta http-equiv="content-type" content="text/html; charset=windows-1252">
<title>{title}</title>
{extra_head}{NOTE}
<link rel="icon" href="{u}imgs/alf.png" />
<link rel="stylesheet" href="{u}styls/itm0.css" type="text/css">
<script type="text/javascript" src="{u}scrpts/gcse.js"></script>
<script type="text/javascript" src="https://lawphil.net/scrpts/jquery.min.js"></script>
</head>
<body topmargin="0" leftmargin="0" marginwidth="0" marginheight="0" background="{u}imgs/bckgnds/008.jpg"><a name="top"></a>
<center>
<table cellpadding="0" cellspacing="0" bgcolor="#ffffff" border="0" width="800">
<tr><td rowspan="2" height="84" width="45%"><img src="{u}imgs/bckgnds/lawphil.jpg"></td>
<td height="30" width="55%" valign="middle"><center><script src="{u}scrpts/dater.js" language="Javascript" type="text/javascript"></script></center></td></tr>
<tr><td height="54" width="55%" valign="top" align="center" background="{u}imgs/bckgnds/009.jpg">
<gcse:searchbox-only></gcse:searchbox-only>
</td></tr>
<tr align="center" height="19"><td colspan=2 class="bar"><script language="JavaScript1.2" src="{u}scrpts/menu.js"></script></td></tr>
'''

def document(path, title, subject, body, keywords='PHILIPPINE STATUTES', encoding='ascii'):
    u = up(path)
    head = f'<meta name="subject" content="{subject}">\n<meta name="description" content="{subject}">\n<meta name="keywords" content="{keywords}">\n' if subject else ''
    html = chrome_top(path, title, head) + f'''<tr><td colspan="2"><br /><blockquote>
<hr color="#000080" size="-1">
{body.strip()}
<br />
<a class="id">The Lawphil Project - Arellano Law Foundation</a>
<hr color="#000080" size="-1">
<a href="javascript:history.back(1)"><img src="{u}images/back.gif" border=0 align=left></a>
<a href="#top"><img src="{u}images/top.gif" border=0 align=right></a>
</blockquote></td></tr></table>
<img src="{u}imgs/bckgnds/010.gif"><br /><br /></center>
</body>
</html>'''
    write(path, html, encoding)

def listing(path, title, heading, header_cells, rows):
    u = up(path)
    html = chrome_top(path, title).replace('</head>', f'<script language="JavaScript1.2" src="{u}scrpts/filter-m.js"></script>\n</head>') + f'''<tr><td colspan="2" align="center"><br />
<h4>{heading}</h4>
<input type="text" id="filterInput" onkeyup="filterTable()" placeholder="Type keyword/s here.">
<table border="0" cellspacing="0" cellpadding="5" width="90%" align="center" id="s-menu">
<tr valign="top" align="center">{''.join(f'<th>{h}</th>' for h in header_cells)}</tr>
{rows.strip()}
<tr><td colspan="{len(header_cells)}" class="id">The Lawphil Project - Arellano Law Foundation, Inc.</td></tr>
<tr><td><a href="javascript:history.back(1)"><img src="{u}images/back.gif" border=0></a><td><a href="#top"><img src="{u}images/top.gif" border=0 align=right></a>
</td></tr></table></td></tr></table>
<img src="{u}imgs/bckgnds/010.gif"><br /><br /></center>
</body>
</html>'''
    write(path, html)

def plain_page(path, title, inner):
    u = up(path)
    html = chrome_top(path, title) + f'''<tr><td colspan="2" align="center"><br />
{inner.strip()}
</td></tr></table>
<img src="{u}imgs/bckgnds/010.gif"><br /><br /></center>
</body>
</html>'''
    write(path, html)

# ---------------------------------------------------------------- decisions: master, years, months
plain_page('judjuris/judjuris.html', 'Philippine Jurisprudence', '''
<p><b>PHILIPPINE JURISPRUDENCE</b></p>
<table width="555" align="center" cellpadding="1" cellspacing="2" border="0">
<tr>
<td><a class="off_n1" href="juri2040/juri2040.html">2040</a></td>
<td><a class="off_n1" href="juri2023/juri2023.html">2023</a></td>
<td><a class="off_n1" href="juri2005/juri2005.html">2005</a></td>
</tr>
<tr><td colspan="3"><a href="../index.html">Home</a> | <a href="../statutes/statutes.html">Statutes</a></td></tr>
</table>''')

def year_page(year, live):
    order = [('oct','October'),('nov','November'),('dec','December'),('jul','July'),('aug','August'),('sep','September'),
             ('apr','April'),('may','May'),('jun','June'),('jan','January'),('feb','February'),('mar','March')]
    cells = []
    for code, name in order:
        if code in live:
            cells.append(f'''<td width="185" valign="middle" height="50"><a href="{code}{year}/{code}{year}.html" CLASS='off' onMouseOver="this.className ='on';" onMouseOut="this.className = 'off';"><b><center>{name}</a></center></td>''')
        else:
            cells.append(f'''<td width="185" valign="middle" height="50"><a class="progressive"><xref="{code}{year}/{code}{year}.html" CLASS='off' onMouseOver="this.className ='on';" onMouseOut="this.className = 'off';"><b><center>{name}</a></center></td>''')
    rows = '\n'.join('<tr bgcolor="#fbedfa">\n' + '\n'.join(cells[i:i+3]) + '\n</tr>' for i in range(0, 12, 3))
    plain_page(f'judjuris/juri{year}/juri{year}.html', f'Year {year} Philippine Jurisprudence', f'''
<p><b>YEAR {year} - PHILIPPINE JURISPRUDENCE</b></p><br />
<table width="555" align="center" cellpadding="1" cellspacing="2" border="0">
{rows}
<tr><td colspan="3"><br /><a class="nolnk"><href="javascript:history.back(1)"><img src="../../images/m-back.gif" border="0" alt="Return to Year Menu" align="right"></a></td></tr>
</table><br /><br />''')

year_page(2023, {'jan', 'mar'})
year_page(2005, {'feb'})

listing('judjuris/juri2023/jan2023/jan2023.html', 'Philippine Jurisprudence - January 2023', 'JANUARY 2023 - PHILIPPINE JURISPRUDENCE',
        ['CASE NUMBER', 'CASE TITLE', ''], '''
<tr class="xy"><td>
<a href="am_p-23-101_2023.html">A.M. No. P-23-101</a> <br />January 31, 2023
</td><td>
Office of the Court Administrator <a class="vs">vs.</a> Juan P. Cruz
</td><td><a href="pdf/am_p-23-101_2023.pdf"><img src="../../../imgs/p.png"></a></td></tr>
<tr class="xy"><td>
<a class="nya" xref="gr_252000_2023.html">G.R. No. 252000</a> <br />January 26, 2023
</td><td>
Heirs of Andres Bonifacio <a class="vs">vs.</a> Republic of the Philippines
</td><td><a href="pdf/gr_252000_2023.pdf"><img src="../../../imgs/p.png"></a></td></tr>
<tr class="xy"><td>
<a href="gr_251234_2023.html">G.R. No. 251234</a> <br />January 25, 2023
</td><td>
Pedro S. Santos <a class="vs">vs.</a> People of the Philippines
</td><td><a href="pdf/gr_251234_2023.pdf"><img src="../../../imgs/p.png"></a></td></tr>
<tr class="xy"><td>
<a href="gr_251234_2023.html">G.R. Nos. 251300-01</a> <br />January 25, 2023
</td><td>
Ana B. Reyes <a class="vs">vs.</a> People of the Philippines
</td><td><a href="pdf/gr_251234_2023.pdf"><img src="../../../imgs/p.png"></a></td></tr>
<tr class="xy"><td>
<a href="gr_250001_2023.html">G.R. No. 250001</a> <br />January 10, 2023
</td><td>
Maria Clara Ta&ntilde;ada-Ordo&ntilde;ez <a class="vs">vs.</a> Commission on Elections, et al.<br><a class="vs">Separate Opinion<br></a><a href="gr_250001_caguioa.html">Justice Caguioa</a> <a href="pdf/gr_250001_caguioa.pdf"><img src="../../../imgs/p.png"></a>
</td><td><a href="pdf/gr_250001_2023.pdf"><img src="../../../imgs/p.png"></a></td></tr>''')

listing('judjuris/juri2023/mar2023/mar2023.html', 'Philippine Jurisprudence - March 2023', 'MARCH 2023 - PHILIPPINE JURISPRUDENCE',
        ['CASE NUMBER', 'CASE TITLE'], '''
<tr class="xy"><td>
<a href="gr_255555_2023.html">G.R. No. 255555</a> <br />March 15,2023
</td><td>
Spouses Ramon and Luz Garcia <a class="vs">vs.</a> Banco Filipino Savings and Mortgage Bank
</td></tr>''')

listing('judjuris/juri2005/feb2005/feb2005.html', 'Philippine Jurisprudence - February 2005', 'FEBRUARY 2005 - PHILIPPINE JURISPRUDENCE',
        ['CASE NUMBER', 'CASE TITLE'], '''
<tr class="xy"><td>
<a href="gr_160001_2005.html">G.R. No. 160001</a> <br />February 17, 2005
</td><td>
Jose R. Mercado <a class="vs">vs.</a> Court of Appeals, et al.
</td></tr>
<tr class="xy"><td>
<a class="nya" "ac_6500_2005.html">A.C. No. 6500</a> <br />February 10, 2005
</td><td>
Lorna Villanueva <a class="vs">vs.</a> Atty. Pedro Reyes
</td></tr>''')

# ---------------------------------------------------------------- decision documents
# 2016+ layout, written in windows-1252 bytes with non-ASCII letters and punctuation (ñ, curly quotes, dashes).
document('judjuris/juri2023/jan2023/gr_250001_2023.html', 'G.R. No. 250001',
         'MARIA CLARA TAÑADA-ORDOÑEZ, PETITIONER, VS. COMMISSION ON ELECTIONS AND JUAN “JUANCHO” DELA CRUZ, RESPONDENTS',
         '''
<p class="cb"><img src="../../../imgs/sc-hdr.png"><br />Manila</p>
<p class="cb">EN BANC</p>
<p class="cb">[ G.R. No. 250001. January 10, 2023 ]</p>
<p class="cb">MARIA CLARA TAÑADA-ORDOÑEZ, PETITIONER, VS. COMMISSION ON ELECTIONS AND JUAN “JUANCHO” DELA CRUZ, RESPONDENTS.</p>
<p class="cb">DECISION</p>
<p><b>GESMUNDO, <i>C.J.:</i></b></p>
<p class="j">The petitioner’s “urgent” motion — filed a day after the canvass — asks the Court to annul the proclamation of the winning candidate for mayor of Parañaque.<a class="nt">1</a></p>
<p class="j">The Commission on Elections (COMELEC) denied the motion on 5 December 2022, ruling that it was filed out of time.<a class="nt">2</a> The petitioner, Ms. Tañada-Ordoñez, came to this Court.<cite>1a&#x0448;phi1</cite></p>
<p class="c">The Issue</p>
<p class="j">Whether the COMELEC gravely abused its discretion in denying the motion as filed out of time.</p>
<p class="c">The Ruling of the Court</p>
<p class="j">The petition lacks merit. A pre-proclamation controversy must be raised within the period the rules allow; the “urgent” label does not extend it.</p>
<p class="j"><b>WHEREFORE</b>, the petition is <b>DISMISSED</b>. The Resolution of the Commission on Elections dated 5 December 2022 is <b>AFFIRMED</b>.</p>
<p class="j"><b>SO ORDERED.</b></p>
<p class="jn">Leonen, SAJ., Caguioa, Hernando, Lazaro-Javier, Inting, Zalameda, Lopez, M., Gaerlan, Rosario, Lopez, J., Dimaampao, Marquez, Kho, Jr., and Singh, JJ., concur.</p>
<hr color="#000080" size="-1">
<p class="b">Footnotes</p>
<dir>
<p class="jn"><a class="nt">1</a> <i>Rollo</i>, pp. 3–19.</p>
<p class="jn"><a class="nt">2</a> <i>Id.</i> at 25–31; penned by Commissioner José “Pepe” Santiago.</p>
</dir>''', keywords='PHILIPPINE JURISPRUDENCE', encoding='cp1252')

# Joint decision: a second docket and caption before the document type.
document('judjuris/juri2023/jan2023/gr_251234_2023.html', 'G.R. No. 251234',
         'PEDRO S. SANTOS, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT',
         '''
<p class="cb"><img src="../../../imgs/sc-hdr.png"><br />Manila</p>
<p class="cb">SECOND DIVISION</p>
<p class="cb">[ G.R. No. 251234. January 25, 2023 ]</p>
<p class="cb">PEDRO S. SANTOS, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.</p>
<p class="cb">[ G.R. Nos. 251300-01 ]</p>
<p class="cb">ANA B. REYES, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.</p>
<p class="cb">D E C I S I O N</p>
<p><b>LAZARO-JAVIER, <i>J.:</i></b></p>
<p class="j">These consolidated petitions assail the Decision<a class="nt">1</a> of the Sandiganbayan convicting petitioners of violating Section 3(e) of Republic Act No. 3019.</p>
<p class="j">The prosecution did not prove evident bad faith beyond reasonable doubt. Petitioners must be acquitted.</p>
<p class="j"><b>ACCORDINGLY</b>, the petitions are <b>GRANTED</b>. Petitioners Pedro S. Santos and Ana B. Reyes are <b>ACQUITTED</b>.</p>
<p class="j"><b>SO ORDERED.</b></p>
<p class="jn">Leonen, SAJ. (Chairperson), M. Lopez, J. Lopez, and Kho, Jr., JJ., concur.</p>
<hr color="#000080" size="-1">
<p class="b">Footnotes</p>
<dir>
<p class="jn"><a class="nt">1</a> <i>Rollo</i> (G.R. No. 251234), pp. 40-62.</p>
</dir>''', keywords='PHILIPPINE JURISPRUDENCE')

# Administrative matter decided per curiam, docket with a parenthetical former number.
document('judjuris/juri2023/jan2023/am_p-23-101_2023.html', 'A.M. No. P-23-101',
         'OFFICE OF THE COURT ADMINISTRATOR, COMPLAINANT, VS. JUAN P. CRUZ, SHERIFF IV, REGIONAL TRIAL COURT, BRANCH 1, MANILA, RESPONDENT',
         '''
<p class="cb"><img src="../../../imgs/sc-hdr.png"><br />Manila</p>
<p class="cb">EN BANC</p>
<p class="cb">[ A.M. No. P-23-101 (Formerly OCA IPI No. 21-5000-P). January 31, 2023 ]</p>
<p class="cb">OFFICE OF THE COURT ADMINISTRATOR, COMPLAINANT, VS. JUAN P. CRUZ, SHERIFF IV, REGIONAL TRIAL COURT, BRANCH 1, MANILA, RESPONDENT.</p>
<p class="cb">DECISION</p>
<p><b>PER CURIAM:</b></p>
<p class="j">Respondent sheriff demanded and received money from a party litigant for the implementation of a writ of execution. This is grave misconduct.</p>
<p class="j"><b>WHEREFORE</b>, respondent Juan P. Cruz is <b>DISMISSED</b> from the service, with forfeiture of all retirement benefits except accrued leave credits.</p>
<p class="j"><b>SO ORDERED.</b></p>
<p class="jn">Gesmundo, C.J., Leonen, Caguioa, Hernando, Lazaro-Javier, Inting, Zalameda, M. Lopez, Gaerlan, Rosario, J. Lopez, Dimaampao, Marquez, Kho, Jr., and Singh, JJ., concur.</p>''', keywords='PHILIPPINE JURISPRUDENCE')

# Older layout with the date on its own line before the G.R. line, and a resolution.
document('judjuris/juri2023/mar2023/gr_255555_2023.html', 'G.R. No. 255555',
         'Philippine Jurisprudence - Spouses Ramon and Luz Garcia vs. Banco Filipino Savings and Mortgage Bank',
         '''
<p align="center">Republic of the Philippines<br /><b>SUPREME COURT</b><br />Manila</p>
<p align="center">FIRST DIVISION</p>
<p align="center">March 15, 2023</p>
<p><b>G.R. No. 255555</p>
<p>SPOUSES RAMON GARCIA and LUZ GARCIA,</b> Petitioners,
<br />vs.<br />
<b>BANCO FILIPINO SAVINGS AND MORTGAGE BANK,</b> Respondent.</p>
<p align="center">R E S O L U T I O N</p>
<p><b>HERNANDO, <i>J.:</i></b></p>
<p align="justify">Before the Court is a motion for reconsideration of the Resolution dated October 10, 2022, which denied the petition for failure to show reversible error.</p>
<p align="justify">The motion raises no new argument. <b>WHEREFORE</b>, the motion for reconsideration is <b>DENIED with FINALITY</b>.</p>
<p><b>SO ORDERED.</b></p>
<p><i>Gesmundo, C.J. (Chairperson), Zalameda, Rosario, and Marquez, JJ., concur.</i></p>''', keywords='PHILIPPINE JURISPRUDENCE')

# 2000s layout: nbsp-spaced docket line, rnt/fnt footnotes, a bare watermark, a separate opinion after a footer.
document('judjuris/juri2005/feb2005/gr_160001_2005.html', 'G.R. No. 160001',
         'Philippine Jurisprudence - Jose R. Mercado vs. Court of Appeals, et al.',
         '''
<p align="center">Republic of the Philippines<br /><b>SUPREME COURT</b><br />Manila</p>
<p align="center">THIRD DIVISION</p>
<p><b>G.R. No. 160001 &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; February 17, 2005</p>
<p>JOSE R. MERCADO,</b> Petitioner,
<br />vs.<br />
<b>COURT OF APPEALS and LEONOR RIVERA,</b> Respondents.</p>
<p align="center">D E C I S I O N</p>
<p><b>CORONA, <i>J.:</i></b></p>
<p align="justify">This is a petition for review on certiorari of the decision<a name="rnt1" href="#fnt1"><sup>1</sup></a> of the Court of Appeals which affirmed the dismissal of petitioner's complaint for recovery of possession.1avvphi1</p>
<p align="justify">A complaint for recovery of possession of real property must allege the assessed value of the property; otherwise the court cannot determine its jurisdiction.<a name="rnt2" href="#fnt2"><sup>2</sup></a></p>
<p align="justify">WHEREFORE, the petition is DENIED. The decision of the Court of Appeals is AFFIRMED.</p>
<p>SO ORDERED.</p>
<p><b>RENATO C. CORONA</b><br />Associate Justice</p>
<p>WE CONCUR:</p>
<table width="90%" align="center">
<tr>
<td align="center" width="50%"><b>ARTEMIO V. PANGANIBAN</b><br />Chief Justice<br />Chairman</td>
<td align="center" width="50%"><b>ANGELINA SANDOVAL-GUTIERREZ</b><br />Associate Justice</td>
</tr>
</table>
<br />
<p><b>Footnotes</b></p>
<dir>
<p><a name="fnt1" href="#rnt1"><sup>1</sup></a> Penned by Associate Justice Jose L. Sabio, Jr.; rollo, pp. 20-31.</p>
<p><a name="fnt2" href="#rnt2"><sup>2</sup></a> Ouano v. PGTT International Investment Corp., G.R. No. 134230, July 17, 2002.</p>
</dir>
<br />
<a class="id">The Lawphil Project - Arellano Law Foundation</a>
<p align="center">SEPARATE CONCURRING OPINION</p>
<p><b>PANGANIBAN, <i>C.J.:</i></b></p>
<p align="justify">I concur in the ponencia. I write only to stress that jurisdiction is conferred by law and determined by the allegations of the complaint.</p>''', keywords='PHILIPPINE JURISPRUDENCE')

# ---------------------------------------------------------------- statute and issuance indexes
def table_rows(rows):
    out = []
    for href, label, date, title, pdf in rows:
        link = f'<a href="{href}">{label}</a>' if href else f'<a class="nya" xref="{label}">{label}</a>'
        pdf_cell = f'<td><a href="{pdf}"><img src="../../imgs/p.png"></a></td>' if pdf else '<td></td>'
        out.append(f'<tr class="xy"><td>{link}<br>{date}</td><td>{title}</td>{pdf_cell}</tr>')
    return '\n'.join(out)

def statute_index(path, heading, rows):
    listing(path, f'{heading.title()}', heading, ['NUMBER', 'TITLE', ''], table_rows(rows))

statute_index('statutes/repacts/repacts.html', 'REPUBLIC ACTS', [
    ('ra2019/ra_11313_2019.html', 'Republic Act No. 11313', 'April 17, 2019', 'An Act Defining Gender-Based Sexual Harassment in Streets, Public Spaces, Online, Workplaces, and Educational or Training Institutions, Providing Protective Measures and Prescribing Penalties Therefor', 'ra2019/pdf/ra_11313_2019.pdf'),
    ('ra2012/ra_10173_2012.html', 'Republic Act No. 10173', 'August 15, 2012', 'An Act Protecting Individual Personal Information in Information and Communications Systems in the Government and the Private Sector, Creating for this Purpose a National Privacy Commission, and for Other Purposes', None),
    ('javascript:history.back(1)', 'Back', '', '', None),
])
statute_index('statutes/acts/acts.html', 'ACTS', [
    ('act1911/act_2031_1911.html', 'Act No. 2031', 'February 3, 1911', 'The Negotiable Instruments Law', None),
])
statute_index('statutes/bataspam/bataspam.html', 'BATAS PAMBANSA', [
    ('bp1979/bp_22_1979.html', 'Batas Pambansa Blg. 22', 'April 3, 1979', 'An Act Penalizing the Making or Drawing and Issuance of a Check Without Sufficient Funds or Credit and for Other Purposes', None),
])
statute_index('statutes/comacts/comacts.html', 'COMMONWEALTH ACTS', [
    ('ca1936/ca_141_1936.html', 'Commonwealth Act No. 141', 'November 7, 1936', 'An Act to Amend and Compile the Laws Relative to Lands of the Public Domain', None),
])
statute_index('statutes/presdecs/legis_pd.html', 'PRESIDENTIAL DECREES', [
    ('pd1978/pd_1529_1978.html', 'Presidential Decree No. 1529', 'June 11, 1978', 'Amending and Codifying the Laws Relative to Registration of Property and for Other Purposes', None),
])
statute_index('executive/execord/execord.html', 'EXECUTIVE ORDERS', [
    ('eo1987/eo_209_1987.html', 'Executive Order No. 209', 'July 6, 1987', 'The Family Code of the Philippines', 'eo1987/pdf/eo_209_1987.pdf'),
])
statute_index('executive/ao/ao.html', 'ADMINISTRATIVE ORDERS', [
    ('ao2012/ao_35_2012.html', 'Administrative Order No. 35', 'November 22, 2012', 'Creating an Inter-Agency Committee on Extra-Legal Killings, Enforced Disappearances, Torture and Other Grave Violations of the Right to Life, Liberty and Security of Persons', None),
])
statute_index('executive/mo/mo.html', 'MEMORANDUM ORDERS', [
    ('mo1986/mo_28_1986.html', 'Memorandum Order No. 28', 'July 10, 1986', 'Directing All Government Offices to Observe the Prescribed Office Hours', None),
])
statute_index('executive/mc/mc.html', 'MEMORANDUM CIRCULARS', [
    ('mc2020/mc_77_2020.html', 'Memorandum Circular No. 77', 'March 16, 2020', 'Prescribing Work Arrangements in the Executive Branch During the Enhanced Community Quarantine', None),
])
statute_index('executive/proc/proc.html', 'PROCLAMATIONS', [
    ('proc1972/proc_1081_1972.html', 'Proclamation No. 1081', 'September 21, 1972', 'Proclaiming a State of Martial Law in the Philippines', 'proc1972/pdf/proc_1081_1972.pdf'),
])
statute_index('executive/genor/genor.html', 'GENERAL ORDERS', [
    ('go1972/go_1_1972.html', 'General Order No. 1', 'September 22, 1972', 'Proclaiming that the President Shall Govern the Nation and Direct the Operation of the Entire Government', None),
])

# ---------------------------------------------------------------- statute and issuance documents
document('statutes/repacts/ra2012/ra_10173_2012.html', 'R.A. No. 10173',
         'Republic Acts - AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES',
         '''
<p align="center"><img src="../../../imgs/congress.png"><br />Fifteenth Congress<br /><br />Second Regular Session</p>
<p align="center"><i>Begun and held in Metro Manila, on Monday, the twenty-fifth day of July, two thousand eleven.</i></p>
<p><b>REPUBLIC ACT No. 10173</p>
<p>AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES</b></p>
<p><i>Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:</i></p>
<p align="center"><b>CHAPTER I<br />GENERAL PROVISIONS</b></p>
<p align="justify"><b>Section 1.</b> <i>Short Title.</i> - This Act shall be known as the "Data Privacy Act of 2012".</p>
<p align="justify"><b>Section 2.</b> <i>Declaration of Policy.</i> - It is the policy of the State to protect the fundamental human right of privacy of communication while ensuring free flow of information to promote innovation and growth.</p>
<p align="justify"><b>Section 45.</b> <i>Effectivity Clause.</i> - This Act shall take effect fifteen (15) days after its publication in at least two (2) national newspapers of general circulation.</p>
<p>Approved,</p>
<table align="center" cellspacing=0 border=0 cellpadding=3 width=90%>
<tr>
<td width="50%" valign="top" align="center">(Sgd.) <b>FELICIANO BELMONTE JR.</b><br />Speaker of the House of Representatives</td>
<td width="50%" valign="top" align="center">(Sgd.) <b>JUAN PONCE ENRILE</b><br />President of the Senate</td>
</tr>
</table>
<p align="justify">This Act which is a consolidation of Senate Bill No. 2965 and House Bill No. 4115 was finally passed by the Senate and the House of Representatives on June 6, 2012.</p>
<p>Approved: <b>AUG 15 2012</b></p>
<p>(Sgd.) <b>BENIGNO S. AQUINO III</b><br /><i>President of the Philippines</i></p>''', keywords='REPUBLIC ACTS')

document('statutes/repacts/ra2019/ra_11313_2019.html', 'Republic Act No. 11313',
         'Republic Acts - AN ACT DEFINING GENDER-BASED SEXUAL HARASSMENT IN STREETS, PUBLIC SPACES, ONLINE, WORKPLACES, AND EDUCATIONAL OR TRAINING INSTITUTIONS, PROVIDING PROTECTIVE MEASURES AND PRESCRIBING PENALTIES THEREFOR',
         '''
<p class="cb"><img src="../../../imgs/congress.png"><br />Seventeenth Congress<br />Third Regular Session</p>
<p class="cb">[ Republic Act No. 11313, April 17, 2019 ]</p>
<p class="cb">AN ACT DEFINING GENDER-BASED SEXUAL HARASSMENT IN STREETS, PUBLIC SPACES, ONLINE, WORKPLACES, AND EDUCATIONAL OR TRAINING INSTITUTIONS, PROVIDING PROTECTIVE MEASURES AND PRESCRIBING PENALTIES THEREFOR</p>
<p class="c i">Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:</p>
<p class="jn"><b>Section 1.</b> <i>Short Title.</i> - This Act shall be known as the "Safe Spaces Act".</p>
<p class="jn"><b>Section 2.</b> <i>Declaration of Policies.</i> - It is the policy of the State to value the dignity of every human person and guarantee full respect for human rights.<cite>1avvphi1</cite></p>
<p class="jn"><b>Section 33.</b> <i>Effectivity Clause.</i> - This Act shall take effect fifteen (15) days after its publication in the Official Gazette or in any newspaper of general circulation.</p>
<p>Approved: <b>APR 17 2019</b></p>
<p>(Sgd.) <b>RODRIGO ROA DUTERTE</b><br /><i>President of the Philippines</i></p>
<a class="ref" href="https://www.officialgazette.gov.ph/downloads/2019/04apr/20190417-RA-11313-RRD.pdf">Source: Official Gazette</a></p>''', keywords='REPUBLIC ACTS')

document('statutes/acts/act1911/act_2031_1911.html', 'Act No. 2031', 'Acts - THE NEGOTIABLE INSTRUMENTS LAW', '''
<p class="cb">[ Act No. 2031, February 03, 1911 ]</p>
<p class="cb">THE NEGOTIABLE INSTRUMENTS LAW</p>
<p class="c i">Be it enacted by the Philippine Commission, that:</p>
<p class="cb">I. FORM AND INTERPRETATION</p>
<p class="jn"><b>Section 1.</b> <i>Form of negotiable instruments.</i> - An instrument to be negotiable must conform to the following requirements: (a) It must be in writing and signed by the maker or drawer; (b) Must contain an unconditional promise or order to pay a sum certain in money.</p>
<p class="jn"><b>Sec. 197.</b> <i>Effectivity.</i> - This Act shall take effect on its passage.</p>
<p>Enacted, February 3, 1911.</p>''')

document('statutes/bataspam/bp1979/bp_22_1979.html', 'B.P. Blg. 22', 'Batas Pambansa - AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK WITHOUT SUFFICIENT FUNDS OR CREDIT AND FOR OTHER PURPOSES', '''
<p align="center"><i>(See also Supreme Court Administrative Circular No. 12-2000 on the penalty for violation of this Act)</i></p>
<p align="center"><b>BATAS PAMBANSA BLG. 22</b></p>
<p align="center"><b>AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK WITHOUT SUFFICIENT FUNDS OR CREDIT AND FOR OTHER PURPOSES</b></p>
<p align="justify"><b>Section 1.</b> <i>Checks without sufficient funds.</i> - Any person who makes or draws and issues any check to apply on account or for value, knowing at the time of issue that he does not have sufficient funds, shall be punished by imprisonment of not less than thirty days but not more than one (1) year.</p>
<p align="justify"><b>Section 7.</b> <i>Effectivity.</i> - This Act shall take effect fifteen days after publication in the Official Gazette.</p>
<p>Approved: April 3, 1979.</p>''')

document('statutes/comacts/ca1936/ca_141_1936.html', 'C.A. No. 141', 'Commonwealth Acts - AN ACT TO AMEND AND COMPILE THE LAWS RELATIVE TO LANDS OF THE PUBLIC DOMAIN', '''
<p align="center"><b>COMMONWEALTH ACT No. 141</b></p>
<p align="center"><b>AN ACT TO AMEND AND COMPILE THE LAWS RELATIVE TO LANDS OF THE PUBLIC DOMAIN</b></p>
<p align="center"><i>Be it enacted by the National Assembly of the Philippines:</i></p>
<p align="center"><b>TITLE I<br />TITLE, APPLICATION OF ACT, LANDS TO WHICH IT REFERS, AND CLASSIFICATION, DELIMITATION, AND SURVEY THEREOF FOR CONCESSION</b></p>
<p align="justify"><b>Section 1.</b> The short title of this Act shall be "The Public Land Act."</p>
<p align="justify"><b>Section 2.</b> The provisions of this Act shall apply to the lands of the public domain; but timber and mineral lands shall be governed by special laws.</p>
<p>Approved: November 7, 1936.</p>''')

document('statutes/presdecs/pd1978/pd_1529_1978.html', 'P.D. No. 1529', 'Presidential Decrees - AMENDING AND CODIFYING THE LAWS RELATIVE TO REGISTRATION OF PROPERTY AND FOR OTHER PURPOSES', '''
<p align="center"><b>PRESIDENTIAL DECREE No. 1529 June 11, 1978</b></p>
<p align="center"><b>AMENDING AND CODIFYING THE LAWS RELATIVE TO REGISTRATION OF PROPERTY AND FOR OTHER PURPOSES</b></p>
<p align="justify">WHEREAS, there is a need to update the Land Registration Act and to codify the various laws relative to registration of property, in order to facilitate effective implementation of said laws;</p>
<p align="justify">NOW, THEREFORE, I, FERDINAND E. MARCOS, President of the Philippines, by virtue of the powers vested in me by the Constitution, do hereby order and decree:</p>
<p align="justify"><b>Section 1.</b> <i>Title of Decree.</i> This Decree shall be known as the PROPERTY REGISTRATION DECREE.</p>
<p align="justify"><b>Section 121.</b> <i>Effectivity.</i> This Decree shall take effect upon its approval.</p>
<p align="justify">Done in the City of Manila, this 11th day of June, in the year of Our Lord, nineteen hundred and seventy-eight.</p>''')

document('executive/execord/eo1987/eo_209_1987.html', 'E.O. No. 209', 'Executive Orders - THE FAMILY CODE OF THE PHILIPPINES', '''
<p class="cb">[ Executive Order No. 209, July 06, 1987 ]</p>
<p class="cb">THE FAMILY CODE OF THE PHILIPPINES</p>
<p class="j">I, CORAZON C. AQUINO, President of the Philippines, by virtue of the powers vested in me by the Constitution, do hereby order and promulgate the Family Code of the Philippines, as follows:</p>
<p class="cb">TITLE I<br />MARRIAGE</p>
<p class="jn"><b>Article 1.</b> Marriage is a special contract of permanent union between a man and a woman entered into in accordance with law for the establishment of conjugal and family life.</p>
<p class="jn"><b>Article 257.</b> This Code shall take effect one year after the completion of its publication in a newspaper of general circulation.</p>
<p class="j">Done in the City of Manila, this 6th day of July, in the year of Our Lord, nineteen hundred and eighty-seven.</p>''')

document('executive/ao/ao2012/ao_35_2012.html', 'A.O. No. 35', 'Administrative Orders - CREATING AN INTER-AGENCY COMMITTEE ON EXTRA-LEGAL KILLINGS, ENFORCED DISAPPEARANCES, TORTURE AND OTHER GRAVE VIOLATIONS OF THE RIGHT TO LIFE, LIBERTY AND SECURITY OF PERSONS', '''
<p class="cb">MALACA&Ntilde;ANG<br />Manila</p>
<p class="cb">BY THE PRESIDENT OF THE PHILIPPINES</p>
<p class="cb">[ Administrative Order No. 35, November 22, 2012 ]</p>
<p class="cb">CREATING AN INTER-AGENCY COMMITTEE ON EXTRA-LEGAL KILLINGS, ENFORCED DISAPPEARANCES, TORTURE AND OTHER GRAVE VIOLATIONS OF THE RIGHT TO LIFE, LIBERTY AND SECURITY OF PERSONS</p>
<p class="j">WHEREAS, the State values the dignity of every human person and guarantees full respect for human rights;</p>
<p class="jn"><b>Section 1.</b> <i>Creation of an Inter-Agency Committee.</i> - An Inter-Agency Committee is hereby created to investigate cases of extra-legal killings, enforced disappearances and torture.</p>
<p class="jn"><b>Section 9.</b> <i>Effectivity.</i> - This Order shall take effect immediately.</p>
<p class="j">DONE in the City of Manila, this 22nd day of November, in the year of Our Lord, Two Thousand and Twelve.</p>''')

document('executive/mo/mo1986/mo_28_1986.html', 'M.O. No. 28', 'Memorandum Orders - DIRECTING ALL GOVERNMENT OFFICES TO OBSERVE THE PRESCRIBED OFFICE HOURS', '''
<p align="center"><b>MEMORANDUM ORDER NO. 28 July 10, 1986</b></p>
<p align="center"><b>DIRECTING ALL GOVERNMENT OFFICES TO OBSERVE THE PRESCRIBED OFFICE HOURS</b></p>
<p align="justify">All heads of departments, bureaus, offices and agencies of the government are hereby directed to see to it that the prescribed office hours are strictly observed by all officials and employees under them.</p>
<p align="justify">This Order shall take effect immediately.</p>
<p>By authority of the President:</p>
<p>(Sgd.) <b>JOKER P. ARROYO</b><br />Executive Secretary</p>''')

document('executive/mc/mc2020/mc_77_2020.html', 'M.C. No. 77', 'Memorandum Circulars - PRESCRIBING WORK ARRANGEMENTS IN THE EXECUTIVE BRANCH DURING THE ENHANCED COMMUNITY QUARANTINE', '''
<p class="cb">[ Memorandum Circular No. 77, March 16, 2020 ]</p>
<p class="cb">PRESCRIBING WORK ARRANGEMENTS IN THE EXECUTIVE BRANCH DURING THE ENHANCED COMMUNITY QUARANTINE</p>
<p class="j">WHEREAS, the President has placed the entire Luzon under enhanced community quarantine;</p>
<p class="j">NOW, THEREFORE, all departments, agencies and offices of the Executive Branch are hereby directed to adopt alternative work arrangements and to keep a skeleton workforce for essential services.</p>
<p class="j">This Circular shall take effect immediately.</p>
<p class="j">DONE in the City of Manila, this 16th day of March in the year of our Lord, Two Thousand and Twenty.</p>''')

document('executive/proc/proc1972/proc_1081_1972.html', 'Proclamation No. 1081', 'Proclamations - PROCLAIMING A STATE OF MARTIAL LAW IN THE PHILIPPINES', '''
<p align="center"><b>PROCLAMATION No. 1081</b></p>
<p align="center"><b>PROCLAIMING A STATE OF MARTIAL LAW IN THE PHILIPPINES</b></p>
<p align="justify">WHEREAS, on the basis of carefully evaluated and verified information, it is definitely established that lawless elements have entered into a conspiracy and have in fact joined and banded their resources and forces together;</p>
<p align="justify">NOW, THEREFORE, I, FERDINAND E. MARCOS, President of the Philippines, by virtue of the powers vested upon me by Article VII, Section 10, Paragraph (2) of the Constitution, do hereby place the entire Philippines under martial law.</p>
<p align="justify">IN WITNESS WHEREOF, I have hereunto set my hand and caused the seal of the Republic of the Philippines to be affixed.</p>
<p>Done in the City of Manila, September 21, 1972.</p>
<p>(Sgd.) <b>FERDINAND E. MARCOS</b><br />President of the Philippines</p>''')

document('executive/genor/go1972/go_1_1972.html', 'G.O. No. 1', 'General Orders - PROCLAIMING THAT THE PRESIDENT SHALL GOVERN THE NATION AND DIRECT THE OPERATION OF THE ENTIRE GOVERNMENT', '''
<p class="cb">[ General Order No. 1, September 22, 1972 ]</p>
<p class="cb">PROCLAIMING THAT THE PRESIDENT SHALL GOVERN THE NATION AND DIRECT THE OPERATION OF THE ENTIRE GOVERNMENT</p>
<p class="j">WHEREAS, martial law having been declared because of wanton destruction of lives and property, widespread lawlessness and anarchy, and chaos and disorder now prevailing throughout the country;</p>
<p class="j">NOW, THEREFORE, I, FERDINAND E. MARCOS, President of the Philippines, do hereby proclaim that I shall govern the nation and direct the operation of the entire Government, including all its agencies and instrumentalities.</p>
<p class="j">Done in the City of Manila, this 22nd day of September, in the year of Our Lord, nineteen hundred and seventy-two.</p>''')

# ---------------------------------------------------------------- constitutions and rules of court (link pages)
plain_page('consti/constitu.html', 'Philippine Constitutions', '''
<p><b>PHILIPPINE CONSTITUTIONS</b></p>
<table width="555" align="center">
<tr><td><a class="off" href="cons1935.html">1935 Constitution</a></td></tr>
<tr><td><a href="../index.html">Home</a> | <a href="../judjuris/judjuris.html">Jurisprudence</a></td></tr>
</table>''')

document('consti/cons1935.html', '1935 Philippine Constitution - The LawPhil Project', '', '''
<p align="center"><b>1935 CONSTITUTION OF THE REPUBLIC OF THE PHILIPPINES</b></p>
<br /><br />
<p align="center"><b>PREAMBLE</b></p>
<p align="justify">The Filipino people, imploring the aid of Divine Providence, in order to establish a government that shall embody their ideals, conserve and develop the patrimony of the nation, promote the general welfare, and secure to themselves and their posterity the blessings of independence under a regime of justice, liberty, and democracy, do ordain and promulgate this constitution.</p>
<a name=a1>
<p align="center"><b>ARTICLE I<br />THE NATIONAL TERRITORY</b></p>
<p align="justify"><b>Section 1.</b> The Philippines comprises all the territory ceded to the United States by the Treaty of Paris concluded between the United States and Spain on the tenth day of December, eighteen hundred and ninety-eight.</p>''')

plain_page('courts/rules/rules.html', 'Rules of Court', '''
<p><b>RULES OF COURT</b></p>
<table width="555" align="center">
<tr><td><a class="off" href="rc_1-71_civil.html">Rules 1-71: Civil Procedure</a></td></tr>
<tr><td><a href="../../index.html">Home</a></td></tr>
</table>''')

document('courts/rules/rc_1-71_civil.html', 'Rules of Court - Civil Procedure', 'Rules of Court - 1997 RULES OF CIVIL PROCEDURE', '''
<p class="cb">1997 RULES OF CIVIL PROCEDURE</p>
<p class="c">(Rules 1 to 71, Rules of Court)</p>
<p class="c i">Effective July 1, 1997</p>
<p class="cb">RULE 1<br />General Provisions</p>
<p class="jn"><b>Section 1.</b> <i>Title of the Rules.</i> - These Rules shall be known and cited as the Rules of Court.</p>
<p class="jn"><b>Section 6.</b> <i>Construction.</i> - These Rules shall be liberally construed in order to promote their objective of securing a just, speedy and inexpensive disposition of every action and proceeding.</p>''', keywords='RULES OF COURT')
