import { MAX_LENGTH, normaliseEmail } from '@agency/schema/forms';
import { BotCheckNotice } from '../bot-check/bot-check-notice';
import { CountrySelect } from './country-select';
import { FileInput } from './file-input';
import { Honeypot } from './honeypot';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';
import layout from './lead-form.module.css';

/** The fields every lead form (contact request, job application) has. */
type LeadBasics = { name: string; email: string; country: string; message: string };

/** Full name, e-mail and country: the first three cells of a lead form's grid. */
export function PersonFields<Values extends LeadBasics>({
  form,
  countryDropdown,
}: {
  form: LeadForm<Values>;
  /** The country dropdown's open state, from the form's useOneOpen. */
  countryDropdown: { open: boolean; onOpenChange: (open: boolean) => void };
}) {
  const { values, errors, idOf, setField } = form;
  return (
    <>
      <TextField
        id={idOf('name')}
        label="Full name"
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
        value={values.name}
        onValueChange={(value) => setField('name', value)}
        error={errors.name}
      />
      <TextField
        id={idOf('email')}
        label="E-mail"
        type="text"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={MAX_LENGTH.email}
        value={values.email}
        transform={normaliseEmail}
        onValueChange={(value) => setField('email', value)}
        error={errors.email}
      />
      <CountrySelect
        id={idOf('country')}
        value={values.country}
        onValueChange={(value) => setField('country', value)}
        error={errors.country}
        {...countryDropdown}
      />
    </>
  );
}

/**
 * How every lead form ends: the message, the optional file, the honeypot, the send button and the
 * bot-check's status line.
 */
export function LeadFormEnd<Values extends LeadBasics>({
  form,
  fileLabel,
  submitLabel,
}: {
  form: LeadForm<Values>;
  fileLabel: string;
  submitLabel: string;
}) {
  const { values, errors, idOf, setField } = form;
  return (
    <>
      <TextareaField
        id={idOf('message')}
        label="Message"
        maxLength={MAX_LENGTH.message}
        value={values.message}
        onValueChange={(value) => setField('message', value)}
        error={errors.message}
      />
      <FileInput
        id={idOf('attachment')}
        label={fileLabel}
        file={form.file}
        onFileChange={form.chooseFile}
        error={errors.attachment}
      />
      <Honeypot {...form.honeypot} />
      <button type="submit" className={layout.submit} disabled={form.sending}>
        {form.sending ? 'Sending…' : submitLabel}
      </button>
      {/* Under the button, so a line appearing never moves it from under the pointer. */}
      <BotCheckNotice {...form.botCheck.view} />
    </>
  );
}
