/**
 * Contact support (spec 1 §2 screen 4, §5 "Support form", §7 POST /contact-us/). Anyone may
 * write, signed in or not. The e-mail is asked for only when the server cannot take it from the
 * profile: signed out, or a profile without one.
 */
import { z } from 'zod';
import { emailSchema, optionalEmailSchema } from '../fields/person.js';
import { supportQuerySchema } from './support-query.js';

/** The wire body: e-mail may be left out (or empty) by a signed-in user whose profile has one. */
export const contactUsRequestSchema = z
  .object({
    email: optionalEmailSchema('Email').optional(),
    description: supportQuerySchema,
  })
  .meta({ id: 'ContactUsRequest' });
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

/** The answer the success dialog shows (defaults 'Thank you!' / 'We will contact you shortly'). */
export const contactUsResponseSchema = z
  .object({ title: z.string(), detail: z.string() })
  .meta({ id: 'ContactUsResponse' });
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;

/** The screen's form when the e-mail field is shown: it is then required. */
export const contactSupportWithEmailFormSchema = z.object({
  email: emailSchema('Email'),
  description: supportQuerySchema,
});

/** The screen's form when the profile supplies the e-mail. */
export const contactSupportFormSchema = z.object({ description: supportQuerySchema });

/** A support request as the operator API lists it. */
export const operatorSupportRequestSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    description: z.string(),
    application: z.number().int().nullable(),
    user: z.number().int().nullable(),
    created: z.string(),
  })
  .meta({ id: 'OperatorSupportRequest' });
