/**
 * Every text field a route reads (body, query string, path) refuses a NUL character, which PostgreSQL cannot
 * store, and every date field an impossible date. The schemas are walked down to each string they hold, and
 * each one is tried alone, so a field added later with a plain z.string() fails here.
 */
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { adminDocumentSchema, adminDocumentUpdateSchema } from '../src/schemas/admin-document.ts';
import { startScrapingSchema } from '../src/schemas/scraping.ts';
import { isCalendarDate, NUL_MESSAGE } from '../src/schemas/safe-text.ts';
import * as adminAudit from '../src/contracts/admin-audit.ts';
import * as adminCommon from '../src/contracts/admin-common.ts';
import * as adminLogin from '../src/contracts/admin-login.ts';
import * as adminUsers from '../src/contracts/admin-users.ts';
import * as articles from '../src/contracts/articles.ts';
import * as auth from '../src/contracts/auth.ts';
import * as claims from '../src/contracts/claims.ts';
import * as citations from '../src/contracts/citations.ts';
import * as documentCitations from '../src/contracts/document-citations.ts';
import * as documentResolve from '../src/contracts/document-resolve.ts';
import * as documents from '../src/contracts/documents.ts';
import * as lawyers from '../src/contracts/lawyers.ts';
import * as alerts from '../src/contracts/alerts.ts';
import * as researchFolders from '../src/contracts/research-folders.ts';

/** The request schemas the API's routes declare (body, querystring, params), by name. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  'admin-audit.auditLogQuery': adminAudit.auditLogQuery,
  'admin-common.uuidParams': adminCommon.uuidParams,
  'admin-login.adminLoginBody': adminLogin.adminLoginBody,
  'admin-users.listUsersQuery': adminUsers.listUsersQuery,
  'admin-document.create': adminDocumentSchema,
  'admin-document.update': adminDocumentUpdateSchema,
  'articles.articleInputSchema': articles.articleInputSchema,
  'articles.articleUpdateSchema': articles.articleUpdateSchema,
  'articles.articleStatusSchema': articles.articleStatusSchema,
  'articles.listArticlesQuery': articles.listArticlesQuery,
  'articles.lawyerArticlesQuery': articles.lawyerArticlesQuery,
  'articles.lawyerParams': articles.lawyerParams,
  'auth.loginSchema': auth.loginSchema,
  'auth.basicRegistrationSchema': auth.basicRegistrationSchema,
  'auth.lawyerRegistrationSchema': auth.lawyerRegistrationSchema,
  'auth.genericRegistrationBody': auth.genericRegistrationBody,
  'auth.validateRollSchema': auth.validateRollSchema,
  'auth.profileUpdateSchema': auth.profileUpdateSchema,
  'auth.changePasswordSchema': auth.changePasswordSchema,
  'claims.claimSchema': claims.claimSchema,
  'claims.rejectClaimSchema': claims.rejectClaimSchema,
  'claims.claimListQuery': claims.claimListQuery,
  'auth.uuidParams': auth.uuidParams,
  'citations.extractBody': citations.extractBody,
  'document-citations.documentCitationsQuery': documentCitations.documentCitationsQuery,
  'document-resolve.resolveParams': documentResolve.resolveParams,
  'documents.listDocumentsQuery': documents.listDocumentsQuery,
  'documents.slugParams': documents.slugParams,
  'documents.idParams': documents.idParams,
  'lawyers.listLawyersQuery': lawyers.listLawyersQuery,
  'lawyers.suggestionsQuery': lawyers.suggestionsQuery,
  'lawyers.idOrRollParams': lawyers.idOrRollParams,
  'lawyers.idParams': lawyers.idParams,
  'lawyers.lawyerProfileSchema': lawyers.lawyerProfileSchema,
  'scraping.startScrapingSchema': startScrapingSchema,
  'research-folders.folderParams': researchFolders.folderParams,
  'research-folders.folderDocumentParams': researchFolders.folderDocumentParams,
  'research-folders.listFoldersQuery': researchFolders.listFoldersQuery,
  'research-folders.createFolderBody': researchFolders.createFolderBody,
  'research-folders.updateFolderBody': researchFolders.updateFolderBody,
  'research-folders.saveDocumentBody': researchFolders.saveDocumentBody,
  'alerts.createAlertBody': alerts.createAlertBody,
  'alerts.alertParams': alerts.alertParams,
  'alerts.listAlertsQuery': alerts.listAlertsQuery,
  'alerts.unsubscribeQuery': alerts.unsubscribeQuery,
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

/** Every z.string() inside a schema, with its path ('education[].degree'). */
function stringLeaves(schema: z.ZodType, path = ''): Array<[string, z.ZodType]> {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const into = (child: z.ZodType | undefined, at = path) => (child ? stringLeaves(child, at) : []);
  switch (def.type) {
    case 'string':
      return [[path || '(value)', schema]];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, child]) => into(child, path ? `${path}.${key}` : key));
    case 'array':
      return into(def.element, `${path}[]`);
    case 'union':
      return def.options!.flatMap((option) => into(option));
    case 'pipe':
      return [...into(def.in), ...into(def.out)];
    case 'record':
      return [...into(def.keyType, `${path}{key}`), ...into(def.valueType, `${path}{}`)];
    default:
      return into(def.innerType);
  }
}

describe('NUL characters', () => {
  const leaves = Object.entries(REQUEST_SCHEMAS).flatMap(([name, schema]) =>
    stringLeaves(schema).map(([path, leaf]) => [`${name} ${path}`, leaf] as const),
  );

  it('finds the text fields (the walk reaches nested entries)', () => {
    const names = leaves.map(([name]) => name);
    expect(names).toContain('lawyers.lawyerProfileSchema education[].degree');
    expect(names).toContain('documents.listDocumentsQuery documentType');
    expect(names.length).toBeGreaterThan(80);
  });

  it.each(leaves)('%s refuses one', (_name, leaf) => {
    const result = leaf.safeParse('Ma\u0000ria');
    expect(result.success).toBe(false);
  });

  it('names the field and says why, in a whole object', () => {
    const result = auth.basicRegistrationSchema.safeParse({
      firstName: 'Ma\u0000ria',
      lastName: 'Clara',
      email: 'maria@example.com',
      password: 'a long enough secret 1',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['firstName'], message: NUL_MESSAGE })]);
  });
});

describe('dates', () => {
  it.each(['2024-13-45', '2024-02-30', '2023-02-29', '0000-01-01', '2024-1-5', '2024-00-10', '20240101'])(
    '%s is not a calendar date',
    (value) => expect(isCalendarDate(value)).toBe(false),
  );
  it.each(['2024-02-29', '1987-02-02', '2025-12-31'])('%s is', (value) => expect(isCalendarDate(value)).toBe(true));

  it('the lawyer profile refuses an impossible notary commission expiry, naming it', () => {
    const result = lawyers.lawyerProfileSchema.safeParse({ notaryCommissionExpiry: '2024-13-45' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['notaryCommissionExpiry']);
    expect(lawyers.lawyerProfileSchema.parse({ notaryCommissionExpiry: '2026-12-31' }).notaryCommissionExpiry).toBe(
      '2026-12-31',
    );
  });

  it('the document form refuses an impossible decision date', () => {
    expect(
      adminDocumentSchema.safeParse({ title: 'T', documentType: 'Republic Act', dateDecided: '2024-02-30' }).success,
    ).toBe(false);
  });
});
