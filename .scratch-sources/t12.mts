import { htmlToPlainText } from '../packages/shared/src/html/index.ts';
const html = '<p align="center">Republic of the Philippines<br /><b>SUPREME COURT</b><br />Manila</p>\r\n'
      + '<p>AFI &amp; Co.,\r\n Petitioners, <i>vs.</i> &lt;X&gt; &quot;Y&quot;&nbsp;&nbsp;Corp.</p>'
      + '<table><tr><td><b>A</b><br>Associate Justice</td><td><b>B</b></td></tr></table><ul><li>one</li><li>two</li></ul>';
console.log(JSON.stringify(htmlToPlainText(html)));
