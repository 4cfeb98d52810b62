import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
// Each domain file registers its types, queries and mutations on the builder.
import './articles.ts';
import './vacancies.ts';
import './edit-history.ts';
import './users.ts';
import './api-keys.ts';
import './invitations.ts';
import './auth.ts';
import './sign-in.ts';
import './two-factor.ts';
import './forms.ts';
import './uploads.ts';
import './people.ts';
import './inbox-work.ts';
import './lead-work.ts';
import './media.ts';
import './inbox.ts';
import './stages.ts';
import './per-vacancy.ts';
import './audit.ts';
import './data-requests.ts';
import './privacy-requests.ts';
import './replies.ts';
import './bot-check.ts';
import './record-lists.ts';
import './schedules.ts';
import './reviews.ts';
import './webhooks.ts';

export const schema = builder.toSchema({ sortSchema: true });

/** The SDL committed at schema/schema.graphql (sorted, so diffs show real changes only). */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
