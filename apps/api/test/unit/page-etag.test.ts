import { describe, expect, it } from 'vitest';
import { pageEtag } from '../../src/services/web-pages/page-etag.ts';

const page = (times: { dehydratedAt: number; dataUpdatedAt: number; viewCount?: number }, text: string) =>
  `<div id="root"><h1>${text}</h1></div><script type="application/json" id="batas-state">` +
  `{"queries":{"queries":[{"dehydratedAt":${times.dehydratedAt},"state":{"data":{"title":"${text}",` +
  `"viewCount":${times.viewCount ?? 0}},"dataUpdatedAt":${times.dataUpdatedAt},"errorUpdatedAt":0}}]}}</script>`;

describe('pageEtag', () => {
  it('is the same for two renders of the same content at different times, a view apart', () => {
    const first = pageEtag(
      page({ dehydratedAt: 1795738730088, dataUpdatedAt: 1795738730080, viewCount: 52 }, 'Tañada v. Tuvera'),
    );
    const later = pageEtag(
      page({ dehydratedAt: 1795738790195, dataUpdatedAt: 1795738790190, viewCount: 53 }, 'Tañada v. Tuvera'),
    );
    expect(first).toMatch(/^W\/".+"$/);
    expect(later).toBe(first);
  });

  it('changes with the content', () => {
    const times = { dehydratedAt: 1, dataUpdatedAt: 1 };
    expect(pageEtag(page(times, 'Tañada v. Tuvera'))).not.toBe(pageEtag(page(times, 'Marcos v. Manglapus')));
  });
});
