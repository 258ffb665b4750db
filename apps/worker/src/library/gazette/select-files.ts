import { parseGazettePath } from './collection-paths.ts';

/**
 * The files of aobalitaan/ph-gazette-scraper the installer reads: the saved page of every issuance of a law category
 * (`data/documents-raw/masterlist/raw_html/<category>/<president>/<id>.html`) and the scraper's metadata record
 * beside it (`…/metadata/…/<id>.json`). The page is where the text is read from: the scraper's own text kept only
 * the <p> elements, losing every table (land descriptions, schedules), heading and signature block. The metadata
 * record matters only for the 137 issuances whose page was never saved (the scraper read their PDF instead).
 *
 * Not read: the scraper's plain-text copies (`text/`, the same text as the metadata), the translations
 * (`documents-translated/`, machine translations), speeches and State of the Nation Addresses, special orders,
 * the masterlist index and the scraper's code.
 */
export function gazetteFileSelected(path: string): boolean {
  return parseGazettePath(path) !== null;
}
