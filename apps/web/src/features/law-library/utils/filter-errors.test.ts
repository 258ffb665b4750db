import { describe, expect, it } from 'vitest';
import { filterErrors } from './filter-errors';

describe('filterErrors', () => {
  it("names each refused filter by its label, with the server's reason", () => {
    const error = { status: 400, errors: [{ field: 'year', message: 'must be 1800 or later' }] };
    expect(filterErrors(error)).toEqual([{ field: 'year', label: 'Year', message: 'must be 1800 or later' }]);
  });

  it('reads an error that arrived as JSON from the server-rendered page (no class, same fields)', () => {
    const error = JSON.parse(
      JSON.stringify({ status: 400, errors: [{ field: 'documentType.0', message: 'too long' }] }),
    );
    expect(filterErrors(error)).toEqual([{ field: 'documentType', label: 'Document type', message: 'too long' }]);
  });

  it.each([null, undefined, 'boom', { status: 500, errors: [] }, { status: 400 }, { status: 400, errors: [{}] }])(
    'finds nothing in %o',
    (error) => {
      expect(filterErrors(error)).toEqual([]);
    },
  );
});
