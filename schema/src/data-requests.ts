/**
 * A person's access or erasure request (decision 030): the address their contact requests and
 * applications were sent with. The API's look-up, archive and erasure check it with this, whichever
 * door it came through; the Visitors' data screen says the same before asking. Trimmed and
 * lower-cased, as the forms store an address, so " Vera@Example.com" finds what vera@example.com sent.
 */
import * as z from 'zod/mini';
import { staffEmail } from './users.ts';

export const dataSubjectRequest = z.object({ email: staffEmail });
