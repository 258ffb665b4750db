-- The Supreme Court E-Library's printer-friendly header ('E-Library - Information At Your Fingertips: Printer Friendly
-- 406 Phil. 477') and its caption glued to the spaced header ('… RESPONDENT.D E C I S I O N', printed again on its
-- own lines right after) were stored as the first lines of its decisions' texts, and so opened every teaser and
-- excerpt. The write path now drops them (removeSourceChrome, packages/shared/src/html/html-to-plain-text.ts, whose
-- SOURCE_FOOTER_LINES these two patterns follow line for line); this removes them from the texts stored before.
-- The text is trimmed as the write path trims it; the search-vector trigger re-reads the changed texts.
UPDATE documents
   SET content = btrim(regexp_replace(
         regexp_replace(content, '^[ \t]*E-Library[ \t]*-[ \t]*Information At Your Fingertips[^\n]*(\n|$)', '', 'gni'),
         '^[^\n]*[^ \t\n](D E C I S I O N|R E S O L U T I O N)[ \t\r]*(\n|$)', '', 'gn'), E' \t\r\n'),
       updated_at = now()
 WHERE content ~* 'E-Library[ \t]*-[ \t]*Information At Your Fingertips'
    OR content ~ '[^ \t\n](D E C I S I O N|R E S O L U T I O N)[ \t\r]*(\n|$)';
