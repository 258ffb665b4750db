import { describe, expect, it } from 'vitest';
import { gazetteFileSelected } from '../../../../src/library/gazette/index.ts';

const MASTERLIST = 'data/documents-raw/masterlist';

describe('gazetteFileSelected', () => {
  it.each([
    `${MASTERLIST}/raw_html/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.html`,
    `${MASTERLIST}/metadata/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.json`,
    `${MASTERLIST}/raw_html/executive-orders/corazon-c-aquino/executive-order-no-292-book-ichapter-1-the-national-territory.html`,
    `${MASTERLIST}/raw_html/presidential-decrees-executive-issuances/ferdinand-e-marcos/presidential-decree-no-1-a-1972.html`,
    `${MASTERLIST}/raw_html/implementing-rules-and-regulations/rodrigo-roa-duterte/implementing-rules-and-regulations-of-republic-act-no-10173.html`,
    `${MASTERLIST}/raw_html/general-orders/gloria-macapagal-arroyo/general-order-no-5-s-2006.html`,
    `${MASTERLIST}/metadata/proclamations/benigno-s-aquino-iii/144770.json`,
  ])('reads %s', (path) => {
    expect(gazetteFileSelected(path)).toBe(true);
  });

  it.each([
    // The same text as the metadata record, and the machine translations
    `${MASTERLIST}/text/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.txt`,
    'data/documents-translated/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.txt',
    // Speeches, State of the Nation Addresses and special orders are not law
    `${MASTERLIST}/raw_html/speeches/rodrigo-roa-duterte/inaugural-address-of-president-rodrigo-roa-duterte-june-30-2016.html`,
    'data/documents-raw/sona/raw_html/rodrigo-roa-duterte/sona-2016.html',
    `${MASTERLIST}/raw_html/special-orders/benigno-s-aquino-iii/special-order-no-514-s-2014.html`,
    // The masterlist index, the scraper's code and log, and the PDFs the copy lacks
    `${MASTERLIST}/index/republic-acts/benigno-s-aquino-iii.json`,
    'backend/pipeline/scraper/masterlist_parsers.py',
    'data/scrape.log',
    `${MASTERLIST}/pdf/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.pdf`,
    // A page under the metadata folder, a record under the pages folder, a path that climbs out
    `${MASTERLIST}/metadata/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.html`,
    `${MASTERLIST}/raw_html/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.json`,
    `${MASTERLIST}/raw_html/republic-acts/../../../../etc/passwd.html`,
    `ph-gazette-scraper-33dd711/${MASTERLIST}/raw_html/republic-acts/benigno-s-aquino-iii/republic-act-no-10173.html`,
  ])('leaves %s', (path) => {
    expect(gazetteFileSelected(path)).toBe(false);
  });
});
