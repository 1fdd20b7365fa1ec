import type { Envelope } from '../contract/common';

/** Area functions return the envelope's data; the client already rejected every non-success code. */
export async function unwrap<T>(answer: Promise<Envelope<T>>): Promise<T> {
  return (await answer).data;
}
