import { describe, expect, it } from 'vitest';
import { decidePage, type Candidate, type PageEvidence } from '../../src/citator/crosswalk/decide-page.ts';
import { pagePeriod, volumePeriods } from '../../src/citator/crosswalk/volume-periods.ts';

const candidate = (documentId: string, support: number, date = '1985-04-24'): Candidate => ({
  documentId,
  date,
  support,
  citing: [],
});
const evidence = (fields: Partial<PageEvidence>): PageEvidence => ({
  parallel: [],
  byName: [],
  period: null,
  ...fields,
});
const APRIL_1985 = { from: '1985-03-01', to: '1985-06-30' };

describe('decidePage: which decision a report page is', () => {
  it.each([
    [
      'one docket printed beside the page, by one text',
      evidence({ parallel: [candidate('T', 1)] }),
      'mapped T parallel 1/0',
    ],
    [
      'thirty-three texts agree, one misprints',
      evidence({ parallel: [candidate('T', 33), candidate('X', 1)] }),
      'mapped T parallel 33/1',
    ],
    ['two texts against two: a conflict', evidence({ parallel: [candidate('T', 2), candidate('X', 2)] }), 'conflict'],
    ['one text against one: a conflict', evidence({ parallel: [candidate('T', 1), candidate('X', 1)] }), 'conflict'],
    [
      'a candidate years away from the volume is a misprint, set aside',
      evidence({ parallel: [candidate('T', 1), candidate('X', 3, '1999-01-01')], period: APRIL_1985 }),
      'mapped T parallel 1/0',
    ],
    [
      'a case name within the volume names one decision',
      evidence({
        byName: [
          {
            nameKey: 'tanada|tuvera',
            support: 4,
            citing: [],
            decisions: [
              { documentId: 'T', date: '1985-04-24' },
              { documentId: 'T2', date: '1986-12-29' },
            ],
          },
        ],
        period: APRIL_1985,
      }),
      'mapped T name 4/0',
    ],
    [
      'two decisions of that name within the volume: never a guess',
      evidence({
        byName: [
          {
            nameKey: 'people|santos',
            support: 2,
            citing: [],
            decisions: [
              { documentId: 'A', date: '1985-04-02' },
              { documentId: 'B', date: '1985-05-20' },
            ],
          },
        ],
        period: APRIL_1985,
      }),
      'unmapped',
    ],
    [
      'a name with no known volume dates decides nothing',
      evidence({
        byName: [
          { nameKey: 'tanada|tuvera', support: 4, citing: [], decisions: [{ documentId: 'T', date: '1985-04-24' }] },
        ],
      }),
      'unmapped',
    ],
    [
      'two names naming two decisions disagree',
      evidence({
        byName: [
          { nameKey: 'a|b', support: 1, citing: [], decisions: [{ documentId: 'A', date: '1985-04-02' }] },
          { nameKey: 'c|d', support: 1, citing: [], decisions: [{ documentId: 'C', date: '1985-04-03' }] },
        ],
        period: APRIL_1985,
      }),
      'conflict',
    ],
  ])('%s', (_label, input, expected) => {
    const decision = decidePage(input);
    const text =
      decision.state === 'mapped'
        ? `mapped ${decision.documentId} ${decision.method} ${decision.support}/${decision.dissent}`
        : decision.state;
    expect(text).toBe(expected);
  });
});

describe('volumePeriods: the dates a volume covers', () => {
  it('spans its points with a margin, and sets a stray tenth aside when it has many', () => {
    const points = [
      ...Array.from({ length: 18 }, (_, day) => ({
        series: 'SCRA',
        volume: 136,
        date: `1985-04-${String(day + 1).padStart(2, '0')}`,
      })),
      { series: 'SCRA', volume: 136, date: '1960-01-01' },
      { series: 'SCRA', volume: 136, date: '2010-01-01' },
      { series: 'PHIL', volume: 63, date: '1936-05-05' },
    ];
    const periods = volumePeriods(points);
    expect(periods.get('SCRA:136')).toEqual({ from: '1985-02-16', to: '1985-06-01' });
    expect(periods.get('PHIL:63')).toEqual({ from: '1936-03-21', to: '1936-06-19' });
  });
});

describe('pagePeriod: a page lies between its mapped neighbours in the volume', () => {
  const volume = { from: '1989-07-24', to: '1989-11-15' };
  const point = (page: number, date: string) => ({ series: 'SCRA', volume: 177, page, date });
  const points = [point(1, '1989-09-01'), point(330, '1989-09-07'), point(700, '1989-09-18'), point(900, '1989-09-29')];

  it('narrows 177 SCRA 668 to mid-September, leaving out a decision of late October of the same name', () => {
    const period = pagePeriod(volume, points, 668);
    expect(period).toEqual({ from: '1989-08-23', to: '1989-10-03' });
    const evidence = {
      parallel: [],
      byName: [
        {
          nameKey: 'marcos|manglapus',
          support: 3,
          citing: ['a', 'b', 'c'],
          decisions: [
            { documentId: 'decision', date: '1989-09-15' },
            { documentId: 'resolution', date: '1989-10-27' },
          ],
        },
      ],
      period: volume,
    };
    expect(decidePage(evidence).state).toBe('unmapped');
    expect(decidePage({ ...evidence, pagePeriod: period })).toMatchObject({ state: 'mapped', documentId: 'decision' });
  });

  it("keeps the volume's span past the last mapped page, and when misprinted neighbours leave no date", () => {
    expect(pagePeriod(volume, points, 950)).toEqual({ from: '1989-09-14', to: '1989-11-15' });
    expect(pagePeriod(volume, [point(100, '1989-11-01'), point(200, '1989-08-01')], 150)).toEqual(volume);
  });
});

describe('a date printed with the page', () => {
  it('names the decision of that date among two of one name, even in a volume whose dates are unknown', () => {
    const evidence: PageEvidence = {
      parallel: [],
      byName: [
        {
          nameKey: 'tatad|secretary',
          support: 4,
          citing: ['a', 'b', 'c', 'd'],
          dates: ['1997-11-05'],
          decisions: [
            { documentId: 'decision', date: '1997-11-05' },
            { documentId: 'resolution', date: '1997-12-03' },
          ],
        },
      ],
      period: null,
    };
    expect(decidePage(evidence)).toMatchObject({ state: 'mapped', method: 'name', documentId: 'decision' });
    expect(decidePage({ ...evidence, byName: [{ ...evidence.byName[0]!, dates: [] }] }).state).toBe('unmapped');
    expect(decidePage({ ...evidence, byName: [{ ...evidence.byName[0]!, dates: ['1990-01-01'] }] }).state).toBe(
      'unmapped',
    );
  });
});
