import { sanitizeLegalHtml, htmlToPlainText } from '/work/main/packages/shared/src/html/index.ts';
const samples = [
 '<p style="COLOR: RGB(255, 0, 0); position:fixed">x<sup style="COLOR: RGB(255, 0, 0);">[1]</sup></p>',
 '<a name="fnt1" href="#rnt1"><sup>1</sup></a> <a href="javascript:alert(1)">x</a> <img src="data:image/png;base64,AA"> <img src="https://x/y.png" onerror="alert(1)">',
 '<dir><p align="javascript:x">a</p></dir><center><h2>THIRD</h2></center><br><br><br><br>b<p>&nbsp;</p><nt>1</nt>',
 '<style>@import url(x.css); body{color:red} p{color:blue !important; background:url(http://e/x)} .a, html .b{x:expression(alert(1))}</style><p>t</p>',
 '<svg><script>alert(1)</script></svg><iframe src="x">inner</iframe><object data="x">o</object><embed src=x><base href="x"><link rel=stylesheet href=x><meta http-equiv=refresh content="0;url=x">',
 '<p>A &amp; B &lt;script&gt;</p><table><tr><td>c1</td><td>c2</td></tr></table>',
];
for (const s of samples) { console.log(JSON.stringify(sanitizeLegalHtml(s))); console.log(JSON.stringify(htmlToPlainText(s))); }
