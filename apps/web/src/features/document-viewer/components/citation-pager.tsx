import { Pagination } from '@mantine/core';

interface CitationPagerProps {
  /** The list's title, which names each control ('Cited by: page 2'). */
  title: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** The pages of one citator list. Its own module: the list loads it only when it has more than one page. */
export default function CitationPager({ title, page, pageCount, onPage }: CitationPagerProps) {
  return (
    <Pagination
      size="sm"
      total={pageCount}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': `${title}: ${control} page` })}
      getItemProps={(item) => ({ 'aria-label': `${title}: page ${item}` })}
    />
  );
}
