import { describe, expect, it } from 'vitest';
import { documentFromRecord } from '../../src/import/document-record.ts';
import { normaliseHeader, rollRecordFrom } from '../../src/import/lawyer-record.ts';
import { cleanDecisionTitle, splitParties } from '../../src/import/sample/clean-decision-title.ts';
import { dedupeHeaderLines, removeWatermarks, repairMojibake } from '../../src/import/sample/repair-text.ts';

describe('roll records', () => {
  it.each([
    ['Roll No.', 'rollNumber'],
    ['roll_number', 'rollNumber'],
    ['Surname', 'lastName'],
    ['FIRST NAME', 'firstName'],
    ['Date of Admission', 'admissionDate'],
    ['\uFEFFrollNumber', 'rollNumber'],
    ['Remarks', 'ignored:Remarks'],
  ])('header %s → %s', (header, expected) => {
    expect(normaliseHeader(header)).toBe(expected);
  });

  it('moves suffixes out of name fields and normalises roll numbers and dates', () => {
    expect(
      rollRecordFrom({
        rollNumber: ' 012,345 ',
        lastName: 'DELA CRUZ, JR.',
        firstName: 'JUAN',
        admissionDate: 'May 5, 1990',
      }),
    ).toEqual({
      roll_number: '12345',
      first_name: 'JUAN',
      middle_name: null,
      last_name: 'DELA CRUZ',
      suffix: 'JR.',
      admission_date: '1990-05-05',
      address: null,
    });
    expect(rollRecordFrom({ rollNumber: '7', lastName: 'REYES', firstName: 'JOSE III' })).toMatchObject({
      first_name: 'JOSE',
      suffix: 'III',
    });
    expect(rollRecordFrom({ rollNumber: '8', lastName: 'SR', firstName: 'ANA' })).toMatchObject({
      last_name: 'SR',
      suffix: null,
    });
  });

  it('lists every problem of a bad row', () => {
    expect(() => rollRecordFrom({ rollNumber: 'A-1', lastName: '', admissionDate: '1850-01-01' })).toThrow(
      /rollNumber must be a number.*lastName is required.*outside 1901/,
    );
  });
});

describe('JSONL document records', () => {
  it('accepts the API names, snake_case and the admin/viewer aliases', () => {
    expect(
      documentFromRecord({
        title: 'T',
        document_type: 'Act',
        fullText: 'Body',
        gr_number: 'L-1',
        date: '1950-01-01',
        _id: 'x',
        viewCount: 9,
      }),
    ).toEqual({
      title: 'T',
      documentType: 'Act',
      content: 'Body',
      grNumber: 'L-1',
      dateEnacted: '1950-01-01',
    });
  });

  it('rejects what is not a document', () => {
    expect(() => documentFromRecord([1, 2])).toThrow(/one JSON object/);
    expect(() => documentFromRecord({ title: 5, documentType: 'Act' })).toThrow(/title must be a string/);
  });
});

describe('sample repairs', () => {
  it('repairs E-Library mojibake and leaves correct text alone', () => {
    expect(repairMojibake('TAÃ\u0091ADA v. â\u0080\u009cTUVERAâ\u0080\u009d Â§ 1')).toBe('TAÑADA v. “TUVERA” § 1');
    expect(repairMojibake('Tañada — São Paulo')).toBe('Tañada — São Paulo');
  });

  it('removes LawPhil watermark tokens but not the word Lawphil in prose', () => {
    expect(removeWatermarks('upon its approval.1âwphi1 Next 1äwphï1.ñët line lawphi1.nêt and 1awphîl.nèt')).toBe(
      'upon its approval. Next line and ',
    );
    expect(removeWatermarks('The Lawphil Project')).toBe('The Lawphil Project');
  });

  it("drops E-Library's doubled header lines only in the header", () => {
    expect(dedupeHeaderLines('THIRD DIVISION\nTHIRD DIVISION\n\nX\nX', 2)).toBe('THIRD DIVISION\n\nX\nX');
  });

  it('cuts a decision title where the caption ends', () => {
    expect(cleanDecisionTitle("A, petitioner, vs. B, respondents. ESCOLIN, J. : Invoking the people's right …")).toBe(
      'A, petitioner, vs. B, respondents.',
    );
    expect(cleanDecisionTitle('X, complainant, vs. Hon. Y, respondent. DE CASTRO, * J.: 1äwphï1 text')).toBe(
      'X, complainant, vs. Hon. Y, respondent.',
    );
    expect(cleanDecisionTitle('PEOPLE, PLAINTIFF-APPELLEE, VS. A, B AND C, ACCUSED. A, ACCUSED-APPELLANT.')).toBe(
      'PEOPLE, PLAINTIFF-APPELLEE, VS. A, B AND C, ACCUSED. A, ACCUSED-APPELLANT.',
    );
    expect(
      splitParties('PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. JUAN DELA CRUZ, accused-appellant.'),
    ).toEqual({
      petitioner: 'PEOPLE OF THE PHILIPPINES',
      respondent: 'JUAN DELA CRUZ',
    });
  });
});
