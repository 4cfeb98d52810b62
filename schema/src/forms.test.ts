import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, COUNTRY_PLACEHOLDER } from './countries.ts';
import { check, errorsOf } from './validation.ts';
import { contactRequest, jobApplication, validateApplication, validateContact } from './form-rules.ts';
import {
  ACCEPTED_FILE_EXTENSIONS,
  emailError,
  fileError,
  hasAcceptedExtension,
  INTEREST_OPTIONS,
  INTEREST_PLACEHOLDER,
  isValid,
  MAX_FILE_BYTES,
  MESSAGES,
  normaliseEmail,
  POSITION_PLACEHOLDER,
  type ApplicationInput,
  type ContactInput,
} from './forms.ts';

const contact = (over: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'We need a team.',
  ...over,
});

const application = (over: Partial<ApplicationInput> = {}): ApplicationInput => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  country: 'Germany',
  position: 'QA Engineer',
  message: 'I would like to join.',
  ...over,
});

describe('messages of spec section 5', () => {
  it('are exactly the spec texts', () => {
    expect(MESSAGES.name).toBe('*Please enter your full name.');
    expect(MESSAGES.emailEmpty).toBe('*Please enter your e-mail address.');
    expect(MESSAGES.emailInvalid).toBe('*Please enter valid e-mail address.');
    expect(MESSAGES.message).toBe('*Please enter your message.');
    expect(MESSAGES.country).toBe('*Please select your country.');
    expect(MESSAGES.interest).toBe('*Please select your interest.');
    expect(MESSAGES.positionText).toBe('*Please enter your position.');
    expect(MESSAGES.positionSelect).toBe('*Please select your position.');
    expect(MESSAGES.fileSize).toBe('*The attached file must be no larger than 5 MB.');
  });

  it('are what the validators return for each empty field of the contact form', () => {
    expect(
      validateContact({
        name: '',
        email: '',
        country: COUNTRY_PLACEHOLDER,
        interest: INTEREST_PLACEHOLDER,
        message: '',
      }),
    ).toEqual({
      name: '*Please enter your full name.',
      email: '*Please enter your e-mail address.',
      country: '*Please select your country.',
      interest: '*Please select your interest.',
      message: '*Please enter your message.',
    });
  });

  it('are what the validators return for each empty field of the application form', () => {
    expect(validateApplication({ name: '  ', email: ' ', country: '', position: '', message: '\n' })).toEqual(
      {
        name: '*Please enter your full name.',
        email: '*Please enter your e-mail address.',
        country: '*Please select your country.',
        position: '*Please enter your position.',
        message: '*Please enter your message.',
      },
    );
  });

  it('uses the spec placeholders', () => {
    expect(COUNTRY_PLACEHOLDER).toBe('Select your country');
    expect(INTEREST_PLACEHOLDER).toBe("I'm interested in...");
    expect(POSITION_PLACEHOLDER).toBe('Select a job');
  });
});

describe('valid forms', () => {
  it('a complete contact form has no errors', () => {
    const errors = validateContact(contact());
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('every interest option of the spec is accepted', () => {
    expect(INTEREST_OPTIONS).toHaveLength(9);
    for (const interest of INTEREST_OPTIONS) expect(validateContact(contact({ interest }))).toEqual({});
  });

  it('a complete application form has no errors', () => {
    expect(validateApplication(application())).toEqual({});
    expect(validateApplication(application(), 'select')).toEqual({});
    expect(validateApplication(application(), 'text')).toEqual({});
  });

  it('isValid is false when any field has a message', () => {
    expect(isValid({ name: MESSAGES.name })).toBe(false);
    expect(isValid({ name: undefined })).toBe(true);
  });
});

describe('country and interest', () => {
  it('the country must be from the list, not the placeholder', () => {
    expect(COUNTRY_NAMES).toContain('Ukraine');
    expect(COUNTRY_NAMES[0]).toBe('Afghanistan');
    expect(COUNTRY_NAMES[COUNTRY_NAMES.length - 1]).toBe('Zimbabwe');
    expect(validateContact(contact({ country: COUNTRY_PLACEHOLDER })).country).toBe(MESSAGES.country);
    expect(validateContact(contact({ country: 'Atlantis' })).country).toBe(MESSAGES.country);
  });

  it('the interest must be one of the options', () => {
    expect(validateContact(contact({ interest: '' })).interest).toBe(MESSAGES.interest);
    expect(validateContact(contact({ interest: INTEREST_PLACEHOLDER })).interest).toBe(MESSAGES.interest);
    expect(validateContact(contact({ interest: 'Blockchain' })).interest).toBe(MESSAGES.interest);
  });
});

describe('e-mail rules', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@Example.COM',
    'first.last+tag@sub.domain.co.uk',
    'user_name-1@my-host.io',
    "o'reilly@example.org",
    'a@b.cd',
  ])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined();
    expect(validateContact(contact({ email })).email).toBeUndefined();
  });

  it('an empty address gets the empty message', () => {
    expect(emailError('')).toBe(MESSAGES.emailEmpty);
    expect(emailError('   ')).toBe(MESSAGES.emailEmpty);
  });

  it.each([
    ['Cyrillic letters in the local part', 'иван@example.com'],
    ['Cyrillic letters in the domain', 'ivan@пример.com'],
    ['a Cyrillic top-level domain', 'ivan@example.рф'],
    ['a Cyrillic look-alike letter', 'ivаn@example.com'], // the second letter is Cyrillic а
    ['<', 'a<b@example.com'],
    ['>', 'ab>@example.com'],
    ['angle brackets around the address', '<ada@example.com>'],
    ['(', 'a(b@example.com'],
    [')', 'ab)@example.com'],
    [',', 'a,b@example.com'],
    [';', 'a;b@example.com'],
    [':', 'a:b@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a space in the domain', 'ada@exa mple.com'],
    ['a trailing space', 'ada@example.com '],
    ['two @', 'ada@lovelace@example.com'],
    ['two @ in a row', 'ada@@example.com'],
    ['a final domain part of one letter', 'ada@example.c'],
    ['no final domain part', 'ada@example'],
    ['a numeric final part', 'ada@example.12'],
    ['no local part', '@example.com'],
    ['no @', 'ada.example.com'],
  ])('rejects %s', (_why, email) => {
    expect(emailError(email)).toBe(MESSAGES.emailInvalid);
    expect(validateContact(contact({ email })).email).toBe(MESSAGES.emailInvalid);
    expect(validateApplication(application({ email })).email).toBe(MESSAGES.emailInvalid);
  });

  it('is lower-cased as typed', () => {
    expect(normaliseEmail('Ada.Lovelace@Example.COM')).toBe('ada.lovelace@example.com');
  });
});

describe('file rules', () => {
  it('accepts exactly 5242880 bytes and refuses one byte more', () => {
    expect(MAX_FILE_BYTES).toBe(5242880);
    expect(fileError({ name: 'cv.pdf', size: 5242880 })).toBeUndefined();
    expect(fileError({ name: 'cv.pdf', size: 5242881 })).toBe(
      '*The attached file must be no larger than 5 MB.',
    );
  });

  it('accepts .pdf, .doc and .docx in any case', () => {
    expect(ACCEPTED_FILE_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx']);
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.DOC', 'cv.doc', 'cv.Docx', 'my.cv.docx']) {
      expect(hasAcceptedExtension(name)).toBe(true);
      expect(fileError({ name, size: 1000 })).toBeUndefined();
    }
  });

  it('refuses other types', () => {
    for (const name of ['notes.txt', 'cv.pdf.exe', 'cv', 'pdf', 'image.png', 'cv.docm']) {
      expect(hasAcceptedExtension(name)).toBe(false);
      expect(fileError({ name, size: 1000 })).toBe(MESSAGES.fileType);
    }
  });

  it('no file is fine (the attachment is optional)', () => {
    expect(fileError(null)).toBeUndefined();
    expect(fileError(undefined)).toBeUndefined();
  });

  it('an attachment URL or name that is not text is refused on both forms, naming the field', () => {
    for (const value of [42, true, ['/api/files/x'], { url: '/api/files/x' }]) {
      const attachmentUrl = value as unknown as string;
      expect(validateContact(contact({ attachmentUrl }))).toEqual({
        attachmentUrl: MESSAGES.attachmentAgain,
      });
      expect(validateApplication(application({ attachmentName: attachmentUrl }))).toEqual({
        attachmentName: MESSAGES.attachmentAgain,
      });
    }
    expect(validateContact(contact({ attachmentUrl: null, attachmentName: null }))).toEqual({});
  });
});

describe('position rules', () => {
  it('an empty position asks to enter it', () => {
    expect(validateApplication(application({ position: '' })).position).toBe('*Please enter your position.');
    expect(validateApplication(application({ position: '   ' }), 'text').position).toBe(
      '*Please enter your position.',
    );
  });

  it("'Select a job' asks to select it", () => {
    expect(validateApplication(application({ position: 'Select a job' })).position).toBe(
      '*Please select your position.',
    );
    expect(validateApplication(application({ position: 'Select a job' }), 'select').position).toBe(
      '*Please select your position.',
    );
    expect(validateApplication(application({ position: 'Select a job' }), 'text').position).toBe(
      '*Please select your position.',
    );
  });

  it('an empty dropdown asks to select it', () => {
    expect(validateApplication(application({ position: '' }), 'select').position).toBe(
      '*Please select your position.',
    );
  });
});

describe('the schemas both doors run', () => {
  it('clean a submission as it is stored: trimmed text, the e-mail lower-cased', () => {
    const result = check(
      contactRequest,
      contact({ name: '  Ada  ', email: 'Ada@Example.COM', message: ' Hi ' }),
    );
    expect(result).toEqual({
      ok: true,
      data: { ...contact(), name: 'Ada', email: 'ada@example.com', message: 'Hi' },
    });
    const applied = check(jobApplication(), application({ position: ' QA Engineer ' }));
    expect(applied.ok && applied.data.position).toBe('QA Engineer');
  });

  it('give each field its spec message for a wrong type or a missing field', () => {
    expect(errorsOf(contactRequest, { name: 1, email: false, country: [], message: {} })).toEqual({
      name: MESSAGES.name,
      email: MESSAGES.emailEmpty,
      country: MESSAGES.country,
      interest: MESSAGES.interest,
      message: MESSAGES.message,
    });
    expect(errorsOf(jobApplication(), { ...application(), position: 7 })).toEqual({
      position: MESSAGES.positionText,
    });
  });

  it('refuse huge values naming the field, without running the e-mail pattern on them', () => {
    const huge = 'a'.repeat(1_000_000);
    expect(errorsOf(contactRequest, contact({ email: `${huge}@example.com`, message: huge }))).toEqual({
      email: MESSAGES.emailInvalid,
      message: MESSAGES.message,
    });
    expect(errorsOf(contactRequest, contact({ website: 5 as unknown as string }))).toEqual({
      website: expect.any(String),
    });
  });
});
