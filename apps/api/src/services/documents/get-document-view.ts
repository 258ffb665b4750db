import type { Queryable } from '@batas/db';
import { DOCUMENT_COLUMNS, type DocumentRow } from '../../presenters/document.ts';
import { presentDocumentView } from '../../presenters/document-view.ts';
import { renderDocumentBody } from '../document-body/render-document-body.ts';

/** A complete row as the viewer's document (the body rendered, or taken from the cache). */
export async function presentDocumentViewOf(db: Queryable, row: DocumentRow) {
  return presentDocumentView(row, await renderDocumentBody(db, row));
}

async function viewOf(db: Queryable, row: DocumentRow | undefined) {
  return row ? presentDocumentViewOf(db, row) : null;
}

/** The viewer's document by stored slug: fields plus renderedHtml. */
export async function getDocumentViewBySlug(db: Queryable, slug: string) {
  const { rows } = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE slug = $1`, [slug]);
  return viewOf(db, rows[0]);
}

export async function getDocumentViewById(db: Queryable, id: string) {
  const { rows } = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`, [id]);
  return viewOf(db, rows[0]);
}
