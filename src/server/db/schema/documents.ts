/**
 * Qualification documents (资料下载, issue 29; services/content/documents.ts): the distributor's licences (kind licence, no
 * product), a product's registration documents (registration: product) and a batch's inspection report (inspection:
 * product + 批号). The file's bytes are kept here, behind a key no one can guess; uploading the same licence title,
 * product + title or product + batch again replaces it. Imports catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { products } from './catalogue';

export const qualificationDocuments = pgTable(
  'qualification_documents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['licence', 'registration', 'inspection'] }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no'),
    title: text('title').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** Who uploaded it: `staff:<id>` or `partner:<key id>`. */
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'qualification_documents_shape',
      sql`(${t.kind} = 'licence' and ${t.productId} is null and ${t.batchNo} is null)
        or (${t.kind} = 'registration' and ${t.productId} is not null and ${t.batchNo} is null)
        or (${t.kind} = 'inspection' and ${t.productId} is not null and ${t.batchNo} is not null)`,
    ),
    uniqueIndex('qualification_documents_licence_uq').on(t.title).where(sql`${t.kind} = 'licence'`),
    uniqueIndex('qualification_documents_registration_uq').on(t.productId, t.title).where(sql`${t.kind} = 'registration'`),
    uniqueIndex('qualification_documents_inspection_uq').on(t.productId, t.batchNo).where(sql`${t.kind} = 'inspection'`),
    index('qualification_documents_batch_idx').on(t.batchNo),
  ],
);
