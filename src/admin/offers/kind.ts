/** What the generic promotion page (pages/Offers.tsx) needs to know of one kind: its endpoints, form, columns, preview. */
import type { ReactNode } from 'react';
import type { OfferFieldKind } from '../../model/offer-form';

export interface OfferField {
  key: string;
  label: string;
  kind: OfferFieldKind;
  /** For `choice` / `intChoice`: the values and their labels. */
  options?: readonly { value: string; label: string }[];
  /** A hint under a multi-line field (how to type its lines). */
  hint?: string;
}

/** The product a form names, as the preview shows it. */
export interface PreviewProduct {
  name: string;
  base: string;
}

export interface OfferColumn<Row> {
  title: string;
  num?: boolean;
  cell(row: Row): ReactNode;
}

export interface OfferKind<Row> {
  /** The path segment under /offers/. */
  slug: string;
  label: string;
  /** The latest of the kind (src/api/admin/offers.ts). */
  list?: () => Promise<Row[]>;
  /** Sends a new one's body (checked against the endpoint's schema first). */
  create: (body: Record<string, unknown>) => Promise<unknown>;
  /** Ends (or closes) one by its id. */
  end?: (id: number) => Promise<unknown>;
  /** The end button's word (结束, 截团). */
  endText?: string;
  fields: readonly OfferField[];
  idOf(row: Row): number;
  nameOf(row: Row): string;
  endable(row: Row): boolean;
  columns: readonly OfferColumn<Row>[];
  /** The buyer's view of the body being typed, as lines (the first is the heading). */
  preview(body: Record<string, unknown>, product: PreviewProduct | null): string[];
}

export const defineKind = <Row,>(k: OfferKind<Row>): OfferKind<Row> => k;
