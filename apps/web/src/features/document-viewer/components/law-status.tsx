import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RelatedLaw } from '@batas/shared/contracts/document-relations';
import { paths } from '@/config/paths';
import { useDocumentRelations } from '../api/get-document-relations';
import { relatedName, STATUS_LISTS, yearOf } from '../utils/relation-wording';

/** The other law, linked to its page when the library has it. */
export function RelatedLawLink({ law }: { law: RelatedLaw }) {
  const name = relatedName(law);
  return law.slug ? (
    <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(law.slug))} inherit>
      {name}
    </Anchor>
  ) : (
    <>{name}</>
  );
}

/**
 * The status line under a law's heading: 'Amended by R.A. No. 9231 (2003)', 'Repealed by …', 'Declared
 * unconstitutional in Tatad v. Secretary of Energy (1997)', the newest of each, and how many more the History
 * panel lists. Nothing while loading, on failure, or when nothing is known: never 'in force'.
 */
export function LawStatus({ slug }: { slug: string }) {
  const { data } = useDocumentRelations(slug);
  if (!data) return null;
  const lines = STATUS_LISTS.flatMap((entry) => {
    const { items, total } = data[entry.list];
    const newest = items[0];
    if (!newest) return [];
    const whole = items.some((law) => !law.partial);
    return [{ entry, newest, whole, more: total - 1 }];
  });
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} data-testid="law-status">
      {lines.map(({ entry, newest, whole, more }) => (
        <Text key={entry.list} size="sm" fw={600}>
          {whole ? entry.whole : entry.part} <RelatedLawLink law={newest} />
          {yearOf(newest) && ` (${yearOf(newest)})`}
          {more > 0 && (
            <>
              {' '}
              and{' '}
              <Anchor href="#history" inherit>
                {more} more
              </Anchor>
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}
