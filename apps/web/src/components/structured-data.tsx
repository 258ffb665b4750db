/**
 * JSON-LD for search engines. '<' is escaped so text from the API can never close the script element early.
 */
export function StructuredData({ data }: { data: object | object[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
