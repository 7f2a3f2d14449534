// /api/contact, /api/contact-messages and /api/newsletter in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { subscribeSchema } from '../newsletter';
import { contactMessageSchema } from './message.schemas';

export const contactMessageResponseSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContactMessage' });

const subscription = z.object({ email: z.string(), alreadySubscribed: z.boolean() });

export const messageTag: RestTag = {
  name: 'Messages',
  description: 'The contact form, its inbox, and newsletter sign-ups.',
  operations: [
    {
      method: 'post',
      path: '/contact',
      summary: 'Send a contact message',
      access: 'public',
      body: contactMessageSchema,
      ok: { status: 201, schema: contactMessageResponseSchema },
      errors: [429],
    },
    {
      method: 'get',
      path: '/contact-messages',
      summary: 'List contact messages',
      description: 'Newest first.',
      access: 'admin',
      scope: 'admin',
      query: pageQuerySchema,
      ok: { schema: z.array(contactMessageResponseSchema), headers: ['X-Total-Count'] },
    },
    {
      method: 'post',
      path: '/newsletter',
      summary: 'Subscribe to the newsletter',
      access: 'public',
      body: subscribeSchema,
      ok: { status: 201, schema: subscription, description: 'A new subscriber.' },
      alsoOk: { status: 200, description: 'The address was already subscribed.' },
      errors: [429],
    },
  ],
};
