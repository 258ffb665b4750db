# Writes the E-Library mini-site fixtures (test-only pages written after the E-Library's real templates).
import os
ROOT = '/work/main/apps/worker/test/fixtures/sites/elibrary'
SITE = 'https://elibrary.judiciary.gov.ph'
NOTE = '<!-- Test fixture for the batas scrapers, written after the structure of Supreme Court E-Library pages. Text abridged; not a copy of an E-Library page. -->'

def write(path, html):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'wb') as f:
        f.write(html.strip('\n').replace('\n', '\r\n').encode('utf-8') + b'\r\n')

def page(path, title, left):
    write(path, f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-US">
<head>
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
    <title>{title}</title>
    {NOTE}
    <link rel="stylesheet" href="{SITE}/assets/css/style.css" type="text/css" media="screen" />
    <script type="text/javascript" src="{SITE}/assets/js/jquery.js"></script>
    <script>
        jQuery( function ($) {{ $('#ra').DataTable({{ "ajax": {{ url: "{SITE}/republic_acts/fetch_ra", type: "POST", data:{{ 'csrf_test_name' : '00000000000000000000000000000000' }} }} }}); }});
    </script>
</head>
<body>
<div id="outline">
<div id="blog-line">
    <h1><a href="{SITE}/">Supreme Court E-Library</a> <br /> Information At Your Fingertips</h1>
</div>
<div id="nav" class="clearfix">
    <ul class="sf-menu">
        <li class="page_item page-item-11 current_page_item"><a href="{SITE}/">HOME</a></li>
        <li class="page_item page-item-202"><a href="{SITE}/republic_acts">REPUBLIC ACTS</a></li>
        <li class="page_item page-item-546"><a href="{SITE}/sitemap/sitemap_main">SITE MAP</a></li>
    </ul>
</div>
<div id="content" class="clearfix">
<div id="right">
<div id="container_faq"><table border='0'><tr valign='center'><td>CONTACT:</td></tr><tr valign='center'><td>Supreme Court of the Philippines <br>Library Services,<br> Padre Faura, Ermita, Manila, Philippines 1000</td></tr></table></div>
<div id="linkcat-5" class="widget"><h4>Foreign Supreme Courts</h4>
    <ul class='xoxo blogroll'><li><a href="http://www.supcourt.gov.sg/" target="_blank">Singapore</a></li></ul>
</div>
</div>
 <div id="left" >
 <H3 class="title_headline"></H3>
 <div class="single_content">
{left.strip()}
</div>
</div>
</div>
<div id="appendix" class="clearfix">
<div id="credits"><center>&copy; Supreme Court E-Library 2019<br />
This website was designed and developed, and is maintained, by the E-Library Technical Staff in collaboration with the Management Information Systems Office.</center></div>
</div>
</div>
</body>
</html>''')

def shelf_landing(shelf, heading, months):
    items = '\n'.join(f"      <li><a href='{SITE}/thebookshelf/docmonth/{m}/{y}/{shelf}'>{label}</a></li>" for m, y, label in months)
    page(f'thebookshelf/{shelf}', f'{heading} - Supreme Court E-Library', f'''
<div id="container_title">
    <H3>{heading}</H3><HR>
    <ul style='list-style:none;margin-top:20px;'>
{items}
    </ul>
</div>''')

def month_page(shelf, month, year, heading, entries, bare=False):
    out = []
    for doc_id, label, title, date in entries:
        anchor = f"<a href='{SITE}/thebookshelf/showdocs/{shelf}/{doc_id}'><STRONG>{label}</STRONG><br>\n             <small>{title}<br></small>{date} </a>"
        out.append(f"             {anchor}\n             <hr><br>" if bare else f"                 <li style='text-align:justify;'>\n             {anchor}\n            <hr><br>\n          </li>")
    body = '\n'.join(out)
    wrapped = body if bare else f"    <ul style='list-style:none;margin-top:20px;'>\n{body}\n           </ul>"
    page(f'thebookshelf/docmonth/{month}/{year}/{shelf}', f'Show Document for {heading} - Supreme Court E-Library', f'''
<div id="container_title">
    <H3>{month} {year} |  {heading}</H3><HR>
{wrapped}
</div>''')

def document(shelf, doc_id, title, citation_line, headings, h3, strong, body):
    heading_html = '\n'.join(f"\t\t\t<H2{(' style=' + chr(39) + 'background-color:#cccccc;padding-top:10px;padding-bottom:10px;' + chr(39)) if h.startswith('[') else ''}>{h}</H2>" for h in headings)
    strong_html = f'\t\t\t<p><STRONG>{strong}</STRONG></p>\n' if strong else ''
    page(f'thebookshelf/showdocs/{shelf}/{doc_id}', f'{title} - Supreme Court E-Library', f'''
<br>
<div align='right'><img src='{SITE}/assets/images/printer.png'>&nbsp;&nbsp;<a href='{SITE}/thebookshelf/showdocsfriendly/{shelf}/{doc_id}' target='_blank'>View printer friendly version</a></div>
<br>
\t\t\t{citation_line}
\t\t\t<BR><BR>
\t\t\t<CENTER>
{heading_html}
\t\t\t<H3>{h3}</H3>
\t\t\t</CENTER>
{strong_html}\t\t\t<p><div align="JUSTIFY">{body.strip()}</div></p>''')

# ---------------------------------------------------------------- site map (where unknown shelf ids are found)
page('sitemap/sitemap_main', 'Site Map - Supreme Court E-Library', f'''
<div id="container_title">
    <H3>Site Map</H3><HR>
    <h4>The Bookshelf</h4>
    <ul>
      <li>Supreme Court<ul><li><a href="{SITE}/thebookshelf/1">Decisions / Signed Resolutions</a></li></ul></li>
      <li>Laws<ul>
        <li><a href="{SITE}/thebookshelf/2">Republic Acts</a></li>
        <li><a href="{SITE}/thebookshelf/31">Letter of Instruction</a></li>
        <li><a href="{SITE}/thebookshelf/32">Letter of Implementation</a></li>
      </ul></li>
      <li>Executive Issuances<ul>
        <li><a href="{SITE}/thebookshelf/10">National Administrative Register</a></li>
      </ul></li>
      <li>Treaties<ul>
        <li><a href="{SITE}/thebookshelf/35">Bilateral</a></li>
        <li><a href="{SITE}/thebookshelf/36">Regional ~ Multilateral</a></li>
      </ul></li>
    </ul>
    <p><a href="{SITE}/aboutus/aboutus_main">About the E-Library</a></p>
</div>''')

# ---------------------------------------------------------------- Letters of Instruction (shelf found on the site map)
shelf_landing(31, 'Letter of Instruction', [('Oct', 1972, 'October 1972'), ('Sep', 1972, 'September 1972')])
month_page(31, 'Sep', 1972, 'Letter of Instruction', [
    (90201, 'LETTER OF INSTRUCTION NO. 1', 'SEIZURE AND CONTROL OF ALL PRIVATELY OWNED NEWSPAPERS, MAGAZINES, RADIO AND TELEVISION FACILITIES AND ALL OTHER MEDIA OF COMMUNICATIONS', 'September 22, 1972'),
])
month_page(31, 'Oct', 1972, 'Letter of Instruction', [])
document(31, 90201, 'LETTER OF INSTRUCTION NO. 1', '', ['[ LETTER OF INSTRUCTION NO. 1, September 22, 1972 ]'],
         'SEIZURE AND CONTROL OF ALL PRIVATELY OWNED NEWSPAPERS, MAGAZINES, RADIO AND TELEVISION FACILITIES AND ALL OTHER MEDIA OF COMMUNICATIONS', '', '''
TO: The Secretary of National Defense<br><br>In view of the present national emergency which has been brought about by the activities of those who are actively engaged in a criminal conspiracy to seize political and state power, you are hereby ordered to take over and control all such newspapers, magazines, radio and television facilities.<br><br>(Sgd.) FERDINAND E. MARCOS<br>President of the Philippines<br><br>Manila, September 22, 1972''')

# ---------------------------------------------------------------- Letters of Implementation (shelf found on the site map)
shelf_landing(32, 'Letter of Implementation', [('Nov', 1972, 'November 1972')])
month_page(32, 'Nov', 1972, 'Letter of Implementation', [
    (90301, 'LETTER OF IMPLEMENTATION NO. 1', 'IMPLEMENTING THE TENANT EMANCIPATION PROGRAM UNDER PRESIDENTIAL DECREE NO. 27', 'November 06, 1972'),
], bare=True)
document(32, 90301, 'LETTER OF IMPLEMENTATION NO. 1', '', ['[ LETTER OF IMPLEMENTATION NO. 1, November 06, 1972 ]'],
         'IMPLEMENTING THE TENANT EMANCIPATION PROGRAM UNDER PRESIDENTIAL DECREE NO. 27', '', '''
TO: The Secretary of Agrarian Reform<br><br>Pursuant to Presidential Decree No. 27 dated October 21, 1972, you are hereby directed to issue Certificates of Land Transfer to tenant-farmers of private agricultural lands primarily devoted to rice and corn.<br><br>Done in the City of Manila, this 6th day of November, in the year of Our Lord, nineteen hundred and seventy-two.''')

# ---------------------------------------------------------------- National Administrative Register (shelf 10)
shelf_landing(10, 'National Administrative Register', [('Mar', 2012, 'March 2012'), ('Jan', 2012, 'January 2012')])
month_page(10, 'Jan', 2012, 'National Administrative Register', [
    (90001, 'MEMORANDUM CIRCULAR NO. 2012-01', 'GUIDELINES ON THE ISSUANCE OF EMPLOYMENT PERMITS TO FOREIGN NATIONALS', 'January 16, 2012'),
])
month_page(10, 'Mar', 2012, 'National Administrative Register', [])
document(10, 90001, 'MEMORANDUM CIRCULAR NO. 2012-01', '(NAR) VOL. 23 NO. 1, JANUARY - MARCH 2012',
         ['[ MEMORANDUM CIRCULAR NO. 2012-01, January 16, 2012 ]'],
         'GUIDELINES ON THE ISSUANCE OF EMPLOYMENT PERMITS TO FOREIGN NATIONALS', 'DEPARTMENT OF LABOR AND EMPLOYMENT', '''
Pursuant to Article 40 of the Labor Code of the Philippines, as amended, the following guidelines are hereby issued:<br><br>1. All foreign nationals who intend to engage in gainful employment in the Philippines shall apply for an Alien Employment Permit.<br><br>2. This Circular shall take effect fifteen (15) days after its publication in a newspaper of general circulation and filing with the U.P. Law Center – Office of the National Administrative Register.<br><br>Adopted: 16 Jan. 2012''')

# ---------------------------------------------------------------- Bilateral treaties (shelf 35)
shelf_landing(35, 'Bilateral', [('Mar', 1998, 'March 1998')])
month_page(35, 'Mar', 1998, 'Bilateral', [
    (13063, 'AIR SERVICES AGREEMENT', 'AGREEMENT BETWEEN THE GOVERNMENT OF THE REPUBLIC OF THE PHILIPPINES AND THE GOVERNMENT OF NEW ZEALAND FOR AIR SERVICES BETWEEN AND BEYOND THEIR RESPECTIVE TERRITORIES', 'March 10, 1998'),
])
document(35, 13063, 'AIR SERVICES AGREEMENT', '', ['[ AIR SERVICES AGREEMENT, March 10, 1998 ]'],
         'AGREEMENT BETWEEN THE GOVERNMENT OF THE REPUBLIC OF THE PHILIPPINES AND THE GOVERNMENT OF NEW ZEALAND FOR AIR SERVICES BETWEEN AND BEYOND THEIR RESPECTIVE TERRITORIES', '', '''
The Government of the Republic of the Philippines and the Government of New Zealand (hereinafter referred to as the “Contracting Parties”),<br><br>Desiring to conclude an agreement for the purpose of establishing air services between and beyond their respective territories,<br><br>Have agreed as follows:<br><br><center>ARTICLE 1<br>DEFINITIONS</center><br>For the purpose of this Agreement, unless the context otherwise requires, the term “aeronautical authorities” means, in the case of the Philippines, the Civil Aeronautics Board.''')

# ---------------------------------------------------------------- Regional / multilateral treaties (shelf found on the site map)
shelf_landing(36, 'Regional ~ Multilateral', [('Aug', 1967, 'August 1967')])
month_page(36, 'Aug', 1967, 'Regional ~ Multilateral', [
    (90101, 'ASEAN DECLARATION', 'THE ASEAN DECLARATION (BANGKOK DECLARATION)', 'August 08, 1967'),
])
document(36, 90101, 'ASEAN DECLARATION', '', ['[ ASEAN DECLARATION, August 08, 1967 ]'],
         'THE ASEAN DECLARATION (BANGKOK DECLARATION)', '', '''
The Presidium Minister for Political Affairs/Minister for Foreign Affairs of Indonesia, the Deputy Prime Minister of Malaysia, the Secretary of Foreign Affairs of the Philippines, the Minister for Foreign Affairs of Singapore and the Minister of Foreign Affairs of Thailand:<br><br>DO HEREBY DECLARE:<br><br>FIRST, the establishment of an Association for Regional Cooperation among the countries of South-East Asia to be known as the Association of South-East Asian Nations (ASEAN).<br><br>Done in Bangkok on the Eighth Day of August in the Year One Thousand Nine Hundred and Sixty-Seven.''')

# ---------------------------------------------------------------- Decisions (shelf 1): the cross-check shelf, UTF-8 with ñ and dashes
shelf_landing(1, 'Decisions / Signed Resolutions', [('Feb', 2024, 'February 2024')])
month_page(1, 'Feb', 2024, 'Decisions / Signed Resolutions', [
    (90401, 'G.R. No. 260001', 'RICARDO PEÑA, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.', 'February 12, 2024'),
])
document(1, 90401, 'G.R. No. 260001', '982 Phil. 110', ['SECOND DIVISION', '[ G.R. No. 260001, February 12, 2024 ]'],
         'RICARDO PEÑA, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.<BR><BR>D E C I S I O N', 'LOPEZ, J., J.:', '''
This is a petition for review on <i>certiorari</i><sup style="COLOR: RGB(255, 0, 0);">[1]</sup> of the Decision of the Court of Appeals affirming petitioner Ricardo Peña’s conviction for estafa.<br><br><center><i>The Antecedents</i></center><br>Peña received jewelry on consignment and failed to return it or its price — the prosecution says — within the agreed period.<br><br><center><i>Ruling of the Court</i></center><br>The petition is denied. The elements of estafa under Article 315(1)(b) of the Revised Penal Code were proven.<br><br><b>WHEREFORE</b>, the petition is <b>DENIED</b>.<br><br><b>SO ORDERED.</b><br><br><i>Leonen, SAJ. (Chairperson), Lazaro-Javier, and Kho, Jr., JJ.</i>, concur.<br><br><hr width="60%" size="1" noshade="" align="LEFT"><sup style="COLOR: RGB(255, 0, 0);">[1]</sup> <i>Rollo</i>, pp. 12–35.''')
